import type { TutorMood } from '@havruta/ui';
import { useCallback, useEffect, useState } from 'react';
import { avatarMood, containsPraise, ENCOURAGING_MS, HELLO_MS } from '../state/mood';
import { praisePhrases } from '../state/praise';

/**
 * The avatar's mood: hello at first, thinking while a reply is awaited, reading while the learner types,
 * encouraging for 5 s after a reply with praise, idle otherwise.
 */
export function useAvatarMood() {
  const [typing, setTyping] = useState(false);
  const [helloUntil] = useState(() => Date.now() + HELLO_MS);
  const [encouragingUntil, setEncouragingUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  // Re-evaluate when the greeting or the encouragement ends.
  useEffect(() => {
    const next = [helloUntil, encouragingUntil].filter((time) => time > now).sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now);
    return () => clearTimeout(timer);
  }, [encouragingUntil, helloUntil, now]);

  /** Tells the avatar about a reply's text: praise turns it encouraging. */
  const heard = useCallback((text: string) => {
    if (!containsPraise(text, praisePhrases)) return;
    const at = Date.now();
    setNow(at);
    setEncouragingUntil(at + ENCOURAGING_MS);
  }, []);

  /** The mood now, given whether a reply is awaited. */
  const moodWhile = (waiting: boolean): TutorMood =>
    avatarMood({ waiting, typing, encouragingUntil, helloUntil, now });
  return { moodWhile, setTyping, heard };
}
