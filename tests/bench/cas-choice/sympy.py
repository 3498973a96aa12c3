# The CAS comparison of docs/architecture.md ("The CAS"): /usr/bin/time -f "%e s, %M KB" /usr/bin/python3 tests/bench/cas-choice/sympy.py
import time
t=time.time()
from sympy import *
t1=time.time()
x=symbols('x', real=True)
def run():
  out=[]
  out.append(integrate(3*x**2-4*x+1,(x,1,3)))
  out.append(solveset(Eq(log(x+3,2),5),x,S.Reals))
  out.append(solveset(Eq(sin(2*x),cos(x)),x,Interval(0,2*pi)))
  out.append(solveset(x**2-5*x+6>0,x,S.Reals))
  out.append(expand((2+3*I)*(1-I)))
  out.append(Abs((2+3*I)*(1-I)))
  out.append(solveset((x-1)/(x+2)>=0,x,S.Reals))
  out.append(solveset(Abs(2*x-1)<3,x,S.Reals))
  out.append(integrate(x*exp(x),x))
  return out
t2=time.time(); o=run(); t3=time.time(); o=run(); t4=time.time()
for r in o: print(r)
print("import ms %.0f first-run ms %.0f warm-run ms %.0f"%((t1-t)*1000,(t3-t2)*1000,(t4-t3)*1000))
