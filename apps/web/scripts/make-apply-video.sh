#!/usr/bin/env bash
# Rebuilds public/media/video/apply-banner.mp4 (+ poster) from our own hero SVGs: each picture is shown
# 5 s with a slow zoom and a caption, cross-faded, faded from/to navy so the loop restarts cleanly.
# 640x360 H.264 (plays on every phone), no audio, ~180 KB; the poster is a ~8 KB WebP of an early frame.
# Needs Debian's chromium (renders the SVGs) and ffmpeg (apt-get install -y ffmpeg).
set -euo pipefail
WEB="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$WEB/public/media/video"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

render() { # svg name -> 1600x700 png
  echo "<html><body style=margin:0><img src=file://$WEB/public/media/heroes/$1.svg width=1600 height=700></body></html>" >"$TMP/$1.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$TMP/$1.png" --window-size=1600,700 "file://$TMP/$1.html" 2>/dev/null
}

segment() { # png name, caption, output: 5 s, right part of the picture (the artwork), slow zoom, caption bar
  ffmpeg -loglevel error -y -loop 1 -framerate 24 -t 5 -i "$TMP/$1.png" -vf "crop=1244:700:356:0,scale=1280:720,\
zoompan=z='1+0.0006*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=640x360:fps=24,\
drawbox=x=0:y=268:w=640:h=92:color=0x0F172A@0.72:t=fill,drawtext=fontfile=$FONT:text='$2':fontcolor=white:fontsize=30:x=28:y=298,\
drawbox=x=28:y=340:w=64:h=4:color=0xF59E0B:t=fill,format=yuv420p" -t 5 "$3"
}

for n in study-medicine learn-chinese admission-scholarships business-trade; do render "$n"; done
segment study-medicine 'Choose your major' "$TMP/s1.mp4"
segment learn-chinese 'Learn Chinese, live China' "$TMP/s2.mp4"
segment admission-scholarships 'Apply and win scholarships' "$TMP/s3.mp4"
segment business-trade 'Build your future' "$TMP/s4.mp4"

mkdir -p "$OUT"
ffmpeg -loglevel error -y -i "$TMP/s1.mp4" -i "$TMP/s2.mp4" -i "$TMP/s3.mp4" -i "$TMP/s4.mp4" -filter_complex \
  "[0][1]xfade=transition=fade:duration=1:offset=4[a];[a][2]xfade=transition=fade:duration=1:offset=8[b];\
[b][3]xfade=transition=fade:duration=1:offset=12,fade=t=in:st=0:d=0.6:color=0x0F172A,fade=t=out:st=16.4:d=0.6:color=0x0F172A,format=yuv420p" \
  -an -c:v libx264 -profile:v main -preset veryslow -crf 30 -tune animation -movflags +faststart "$OUT/apply-banner.mp4"
ffmpeg -loglevel error -y -ss 2.5 -i "$OUT/apply-banner.mp4" -frames:v 1 -c:v libwebp -quality 72 "$OUT/apply-banner-poster.webp"
ls -l "$OUT"
