#!/usr/bin/env python3
"""Draw the images of the layout templates: poster art and logos.

Writes into Templates/:
  poster-event-ticket/     artwork (358 x 448 pt), primaryLogo, secondaryLogo
  semantic-boarding-pass/  primaryLogo
  poster-generic/          artwork, primaryLogo

Shapes are described in points and drawn at each scale (@1x, @2x, @3x) with
4x supersampling. Art is flat colour and soft gradients in few bands, so each
file stays well under the 100 KB image budget; the poster's important shapes
sit in the upper part, clear of the footer material (the safe area). Logos are
white and monochrome, without text, as Apple's guidelines ask.

Output is deterministic (no metadata chunks). Usage:
    python3 Samples/tools/make-poster-images.py
Requires Pillow.
"""

import io
import math
from pathlib import Path

from PIL import Image, ImageDraw

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "Templates"
SUPERSAMPLE = 4
SCALES = (1, 2, 3)


def canvas(width_pt, height_pt, scale):
    k = scale * SUPERSAMPLE
    image = Image.new("RGBA", (round(width_pt * k), round(height_pt * k)), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image), k


def finish(image, width_pt, height_pt, scale):
    return image.resize((round(width_pt * scale), round(height_pt * scale)), Image.Resampling.BOX)


def banded_gradient(draw, k, box, top, bottom, bands=24):
    """A vertical gradient in flat bands: smooth at a glance, small once compressed."""
    x0, y0, x1, y1 = box
    step = (y1 - y0) / bands
    for i in range(bands):
        t = i / (bands - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)) + (255,)
        draw.rectangle([x0 * k, (y0 + i * step) * k, x1 * k, (y0 + (i + 1) * step) * k + k], fill=colour)


def concert_art(scale):
    w, h = 358, 448
    image, draw, k = canvas(w, h, scale)
    banded_gradient(draw, k, (0, 0, w, h), (38, 12, 74), (196, 54, 92))
    # A rising sun and its rays: the tour's emblem, in the upper part, clear of the title below it.
    cx, cy = 179, 130
    for i in range(12):
        a0 = math.radians(i * 30 - 4)
        a1 = math.radians(i * 30 + 4)
        points = [(cx * k, cy * k), ((cx + 400 * math.cos(a0)) * k, (cy + 400 * math.sin(a0)) * k),
                  ((cx + 400 * math.cos(a1)) * k, (cy + 400 * math.sin(a1)) * k)]
        draw.polygon(points, fill=(122, 40, 112, 255))
    for r, colour in ((78, (255, 196, 92, 255)), (60, (255, 140, 66, 255)), (42, (244, 92, 66, 255))):
        draw.ellipse([(cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k], fill=colour)
    # Hills in front of the sun.
    draw.polygon([(0, 190 * k), (120 * k, 158 * k), (240 * k, 184 * k), (w * k, 150 * k), (w * k, h * k), (0, h * k)], fill=(58, 20, 86, 255))
    draw.polygon([(0, 222 * k), (150 * k, 200 * k), (w * k, 222 * k), (w * k, h * k), (0, h * k)], fill=(34, 10, 58, 255))
    return finish(image, w, h, scale)


def membership_art(scale):
    w, h = 358, 448
    image, draw, k = canvas(w, h, scale)
    banded_gradient(draw, k, (0, 0, w, h), (0, 92, 98), (0, 40, 58))
    # Waves across the upper part: the harbour of the coworking space's name.
    for row, colour in enumerate(((40, 160, 150, 255), (22, 128, 130, 255), (8, 96, 108, 255))):
        top = 120 + row * 40
        points = [(0, (top + 20) * k)]
        for x in list(range(0, w, 6)) + [w]:
            points.append((x * k, (top + 14 * math.sin(x / 40 + row)) * k))
        points += [(w * k, h * k), (0, h * k)]
        draw.polygon(points, fill=colour)
    draw.ellipse([250 * k, 50 * k, 306 * k, 106 * k], fill=(250, 226, 160, 255))
    return finish(image, w, h, scale)


def mark_logo(width_pt, height_pt, shape, scale):
    image, draw, k = canvas(width_pt, height_pt, scale)
    shape(draw, k)
    return finish(image, width_pt, height_pt, scale)


def lantern(draw, k):
    """A lantern: a white mark for The Lantern Hall."""
    white = (255, 255, 255, 255)
    draw.rectangle([9 * k, 2 * k, 15 * k, 5 * k], fill=white)
    draw.rounded_rectangle([4 * k, 6 * k, 20 * k, 26 * k], radius=5 * k, fill=white)
    draw.rounded_rectangle([8 * k, 10 * k, 16 * k, 22 * k], radius=3 * k, fill=(0, 0, 0, 0))
    draw.rectangle([7 * k, 27 * k, 17 * k, 29 * k], fill=white)


def sun_bar(draw, k):
    """A thin sun over a line: the tour's mark, for the secondary logo."""
    white = (255, 255, 255, 255)
    draw.pieslice([2 * k, 1 * k, 22 * k, 21 * k], 180, 360, fill=white)
    draw.rectangle([0, 10 * k, 60 * k, 12 * k], fill=white)


def wing(draw, k):
    """A swept wing: Northwind Air's mark."""
    white = (255, 255, 255, 255)
    draw.polygon([(2 * k, 24 * k), (30 * k, 4 * k), (40 * k, 4 * k), (20 * k, 24 * k)], fill=white)
    draw.polygon([(18 * k, 28 * k), (44 * k, 10 * k), (52 * k, 10 * k), (30 * k, 28 * k)], fill=white)


def waves(draw, k):
    """Three waves in a circle: Tidewater Commons' mark."""
    white = (255, 255, 255, 255)
    draw.ellipse([1 * k, 1 * k, 29 * k, 29 * k], outline=white, width=3 * k)
    for row in range(3):
        y = 10 + row * 5
        draw.line([(7 * k, (y + 1) * k), (11 * k, (y - 1) * k), (15 * k, (y + 1) * k), (19 * k, (y - 1) * k), (23 * k, (y + 1) * k)], fill=white, width=2 * k)


def save(image, path):
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    path.write_bytes(buffer.getvalue())


def main():
    jobs = {
        "poster-event-ticket": [
            ("artwork", concert_art),
            ("primaryLogo", lambda s: mark_logo(24, 30, lantern, s)),
            ("secondaryLogo", lambda s: mark_logo(60, 12, sun_bar, s)),
        ],
        "semantic-boarding-pass": [("primaryLogo", lambda s: mark_logo(54, 30, wing, s))],
        "poster-generic": [
            ("artwork", membership_art),
            ("primaryLogo", lambda s: mark_logo(30, 30, waves, s)),
        ],
    }
    for folder, images in jobs.items():
        target = TEMPLATES / folder
        target.mkdir(parents=True, exist_ok=True)
        for name, make in images:
            for scale in SCALES:
                suffix = "" if scale == 1 else f"@{scale}x"
                save(make(scale), target / f"{name}{suffix}.png")


if __name__ == "__main__":
    main()
