#!/usr/bin/env bash
# subset-rubik.sh — writes app/src/fonts/rubik-basic-wght-normal.woff2, the Latin face a Hebrew page needs.
#
# Usage (from the repo root, after `npm install`):
#   bash scripts/subset-rubik.sh
#
# Requirements (Debian/Ubuntu):
#   apt-get install -y libharfbuzz-bin woff2
#
# Every Hebrew page has Latin-range characters (spaces, digits, punctuation, the "English" switch), so it
# downloaded Fontsource's whole Rubik Latin file (35 KB) beside the Hebrew one (9 KB) before its text settled.
# This cuts that variable font (the weight axis kept) to printable ASCII and the marks the strings use
# (no-break space, ©, ×, ÷, en and em dashes, quotes, ellipsis): about 23 KB. app/src/styles.css declares it
# after Fontsource's faces with exactly these characters as its unicode-range, so the browser takes it for
# them and fetches the full Latin file only for a Latin character outside it. Run again after a Rubik
# upgrade (and keep the unicode-range in styles.css equal to UNICODES); the output is committed.
set -euo pipefail

UNICODES='20-7E,A0,A9,D7,F7,2013-2014,2018-2019,201C-201E,2026'
SOURCE=node_modules/@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2
TARGET=app/src/fonts/rubik-basic-wght-normal.woff2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$SOURCE" "$work/latin.woff2"
woff2_decompress "$work/latin.woff2"
hb-subset --unicodes="$UNICODES" --output-file="$work/basic.ttf" "$work/latin.ttf"
woff2_compress "$work/basic.ttf"
cp "$work/basic.woff2" "$TARGET"
echo "$TARGET: $(stat -c %s "$TARGET") bytes (from $(stat -c %s "$SOURCE"))"
