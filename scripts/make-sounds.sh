#!/usr/bin/env bash
# make-sounds.sh — generates the focus-mode background loops served at /static/sounds/{Mode}_Mode.mp3.
#
# Usage:
#   bash scripts/make-sounds.sh [OUT_DIR]        # OUT_DIR defaults to content/sounds (relative to the repo root)
#
# Requirements (Debian/Ubuntu):
#   apt-get install -y sox lame libsox-fmt-mp3
#
# Output (mono, 44.1 kHz, 64 kbps CBR MP3, each well under 500 KB):
#   Calm_Mode.mp3        24 s — soft low pad: layered sine chord (A major add9) + filtered pink noise, slow tremolo
#   Study_Mode.mp3       24 s — brown noise + a soft, steady low drone (G/D fifths)
#   Creativity_Mode.mp3  25.6 s — gentle arpeggiated C-major-pentatonic pattern over a quiet pad, light reverb
#
# Seamless looping:
#   * every tonal component has a frequency snapped to a whole number of cycles in the loop length
#     (f * L is an integer), and tremolo rates likewise, so the waveform is continuous across the loop point;
#   * noise (not periodic) is rendered LOOP+XF seconds long and its tail is linearly cross-faded over its head,
#     so the end of the file flows into its beginning without a click;
#   * the arpeggio is rendered twice with reverb and the second pass is kept, so the reverb tail
#     that spills over the loop point is already present at the start of the file.
#   (MP3 encoder delay/padding is recorded in the LAME header; players that honour it loop gaplessly.)
#
# The script is deterministic up to the noise generator and idempotent: it overwrites the three files on each run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:-$ROOT/content/sounds}"
RATE=44100
XF=2 # cross-fade length in seconds

for bin in sox lame awk; do
  command -v "$bin" >/dev/null 2>&1 || { echo "missing dependency: $bin (apt-get install -y sox lame libsox-fmt-mp3)" >&2; exit 1; }
done
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap '[ -n "${KEEP_TMP:-}" ] && echo "kept $TMP" >&2 || rm -rf "$TMP"' EXIT

# snap FREQ LEN -> frequency with an integer number of cycles in LEN seconds
snap() { awk -v f="$1" -v L="$2" 'BEGIN { printf "%.6f", int(f * L + 0.5) / L }'; }

# tone NAME LEN FREQ VOL : a mono sine of exactly LEN seconds
tone() { sox -n -r "$RATE" -c 1 -b 16 "$TMP/$1.wav" synth "$2" sine "$(snap "$3" "$2")" vol "$4"; }

# loopify IN LEN OUT : IN is LEN+XF seconds long; cross-fade its last XF seconds over its first XF seconds
loopify() {
  local in="$1" len="$2" out="$3"
  sox "$in" "$TMP/head.wav" trim 0 "$XF" fade t "$XF" 0 0
  sox "$in" "$TMP/tail.wav" trim "$len" "$XF" fade t 0 "$XF" "$XF"
  sox -m -v 1 "$TMP/head.wav" -v 1 "$TMP/tail.wav" "$TMP/xf.wav"
  sox "$in" "$TMP/body.wav" trim "$XF" "$(awk -v L="$len" -v X="$XF" 'BEGIN { print L - X }')"
  sox "$TMP/xf.wav" "$TMP/body.wav" "$out"
}

encode() { lame --quiet -m m -b 64 --cbr "$1" "$2"; }

# ---------------------------------------------------------------- Calm
L=24
N=$((L + XF))
i=0
for spec in "110.00 0.30" "138.59 0.16" "164.81 0.20" "220.00 0.12" "246.94 0.07" "329.63 0.05"; do
  set -- $spec
  tone "calm_$i" "$N" "$1" "$2"
  i=$((i + 1))
done
sox -m -v 1 "$TMP"/calm_0.wav -v 1 "$TMP"/calm_1.wav -v 1 "$TMP"/calm_2.wav -v 1 "$TMP"/calm_3.wav \
  -v 1 "$TMP"/calm_4.wav -v 1 "$TMP"/calm_5.wav "$TMP/calm_chord.wav"
# slow swell: tremolo at 0.25 Hz (6 cycles in 24 s), depth 35 %
sox "$TMP/calm_chord.wav" "$TMP/calm_pad.wav" tremolo 0.25 35
sox -n -r "$RATE" -c 1 -b 16 "$TMP/calm_noise.wav" synth "$N" pinknoise lowpass 700 lowpass 700 vol 0.10
sox -m -v 1 "$TMP/calm_pad.wav" -v 1 "$TMP/calm_noise.wav" "$TMP/calm_mix.wav" lowpass 2500
loopify "$TMP/calm_mix.wav" "$L" "$TMP/calm_loop.wav"
sox "$TMP/calm_loop.wav" "$TMP/Calm.wav" gain -n -6
encode "$TMP/Calm.wav" "$OUT/Calm_Mode.mp3"

# ---------------------------------------------------------------- Study
L=24
N=$((L + XF))
sox -n -r "$RATE" -c 1 -b 16 "$TMP/study_noise.wav" synth "$N" brownnoise lowpass 500 vol 0.55
tone study_0 "$N" 98.00 0.16
tone study_1 "$N" 147.00 0.10
tone study_2 "$N" 196.00 0.05
sox -m -v 1 "$TMP/study_0.wav" -v 1 "$TMP/study_1.wav" -v 1 "$TMP/study_2.wav" "$TMP/study_drone_raw.wav"
# a very slow breathing of the drone: 0.125 Hz = 3 cycles in 24 s
sox "$TMP/study_drone_raw.wav" "$TMP/study_drone.wav" tremolo 0.125 20
sox -m -v 1 "$TMP/study_noise.wav" -v 1 "$TMP/study_drone.wav" "$TMP/study_mix.wav"
loopify "$TMP/study_mix.wav" "$L" "$TMP/study_loop.wav"
sox "$TMP/study_loop.wav" "$TMP/Study.wav" gain -n -6
encode "$TMP/Study.wav" "$OUT/Study_Mode.mp3"

# ---------------------------------------------------------------- Creativity
# 64 eighth-notes of 0.4 s (17640 samples each) = 25.6 s; pattern of 4 bars x 16 notes.
STEP=0.4
L=25.6
declare -A HZ=([C4]=261.63 [D4]=293.66 [E4]=329.63 [G4]=392.00 [A4]=440.00 [C5]=523.25 [D5]=587.33 [E5]=659.25 [G3]=196.00 [A3]=220.00)
note() { # note NAME -> $TMP/n_NAME.wav : soft bell-like tone that decays to silence within one step
  local f="${HZ[$1]}"
  [ -f "$TMP/n_$1.wav" ] && return 0
  sox -n -r "$RATE" -c 1 -b 16 "$TMP/n_$1_a.wav" synth "$STEP" sine "$f" vol 0.5
  sox -n -r "$RATE" -c 1 -b 16 "$TMP/n_$1_b.wav" synth "$STEP" sine "$(awk -v f="$f" 'BEGIN { print 2 * f }')" vol 0.12
  sox -m -v 1 "$TMP/n_$1_a.wav" -v 1 "$TMP/n_$1_b.wav" "$TMP/n_$1.wav" fade q 0.012 "$STEP" 0.36
}
PATTERN="C4 E4 G4 A4 C5 A4 G4 E4  C4 E4 G4 A4 C5 D5 E5 D5
         A3 C4 E4 G4 A4 G4 E4 C4  A3 C4 E4 G4 A4 C5 A4 G4
         D4 G4 A4 C5 D5 C5 A4 G4  D4 G4 A4 C5 E5 D5 C5 A4
         G3 C4 D4 E4 G4 E4 D4 C4  G3 A3 C4 D4 E4 D4 C4 A3"
FILES=()
for n in $PATTERN; do note "$n"; FILES+=("$TMP/n_$n.wav"); done
sox "${FILES[@]}" "$TMP/arp_once.wav"
sox "$TMP/arp_once.wav" "$TMP/arp_once.wav" "$TMP/arp_twice.wav"
# quiet pad an octave below (C3 + G3), whole cycles in 2L
P2=$(awk -v L="$L" 'BEGIN { print 2 * L }')
tone cpad_0 "$P2" 130.81 0.10
tone cpad_1 "$P2" 196.00 0.06
sox -m -v 1 "$TMP/cpad_0.wav" -v 1 "$TMP/cpad_1.wav" "$TMP/cpad.wav" tremolo "$(snap 0.3125 "$L")" 30
sox -m -v 0.8 "$TMP/arp_twice.wav" -v 1 "$TMP/cpad.wav" "$TMP/crea_mix.wav" reverb 45 50 70 100 20
# keep the second pass: its start already contains the reverb tail of the end of the pattern
sox "$TMP/crea_mix.wav" "$TMP/crea_loop.wav" trim "$L" "$L"
sox "$TMP/crea_loop.wav" "$TMP/Creativity.wav" remix - gain -n -6
encode "$TMP/Creativity.wav" "$OUT/Creativity_Mode.mp3"

for m in Calm Study Creativity; do
  f="$OUT/${m}_Mode.mp3"
  printf '%-22s %7d bytes\n' "$(basename "$f")" "$(stat -c %s "$f")"
done
