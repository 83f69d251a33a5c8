#!/usr/bin/env python3
"""Draw the images of the sample passes in Samples/passes/.

Every image is built from simple shapes and gradients described in points;
each file is rendered at its own scale (@1x, @2x, @3x), with shapes drawn at
4x supersampling and reduced with a box filter for clean edges.

The output is deterministic: no timestamps or other metadata chunks are
written, so running the script twice gives identical bytes (for the same
Pillow and zlib versions).

Usage:
    python3 Samples/tools/make-sample-images.py           # write the PNGs
    python3 Samples/tools/make-sample-images.py --check   # compare only

Requires Pillow (pip install pillow).
"""

import io
import math
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw

PASSES = Path(__file__).resolve().parent.parent / "passes"
SUPERSAMPLE = 4
SCALES = (1, 2, 3)


# ---------------------------------------------------------------------------
# Drawing helpers
# ---------------------------------------------------------------------------

class Pen:
    """Draws shapes into a supersampled greyscale mask, in point units."""

    def __init__(self, width_pt, height_pt, scale):
        self.k = scale * SUPERSAMPLE
        self.size = (round(width_pt * scale), round(height_pt * scale))
        big = (self.size[0] * SUPERSAMPLE, self.size[1] * SUPERSAMPLE)
        self.mask = Image.new("L", big, 0)
        self.draw = ImageDraw.Draw(self.mask)

    def _pts(self, points):
        return [(x * self.k, y * self.k) for x, y in points]

    def _box(self, box):
        x0, y0, x1, y1 = box
        return [x0 * self.k, y0 * self.k, x1 * self.k - 1, y1 * self.k - 1]

    def polygon(self, points, on=True):
        self.draw.polygon(self._pts(points), fill=255 if on else 0)

    def rect(self, box, on=True):
        self.draw.rectangle(self._box(box), fill=255 if on else 0)

    def rrect(self, box, radius, on=True):
        self.draw.rounded_rectangle(self._box(box), radius=radius * self.k,
                                    fill=255 if on else 0)

    def circle(self, cx, cy, r, on=True):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), on)

    def ellipse(self, box, on=True):
        self.draw.ellipse(self._box(box), fill=255 if on else 0)

    def ring(self, cx, cy, r, width):
        self.circle(cx, cy, r)
        self.circle(cx, cy, r - width, on=False)

    def line(self, points, width, on=True):
        """A polyline with round joins and caps."""
        w = width * self.k
        pts = self._pts(points)
        fill = 255 if on else 0
        self.draw.line(pts, fill=fill, width=max(1, round(w)), joint="curve")
        for x, y in (pts[0], pts[-1]):
            self.draw.ellipse([x - w / 2, y - w / 2, x + w / 2, y + w / 2], fill=fill)

    def result(self):
        return self.mask.resize(self.size, Image.Resampling.BOX)


def rotated_ellipse(cx, cy, rx, ry, angle_deg, steps=72):
    a = math.radians(angle_deg)
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        points.append((cx + x * math.cos(a) - y * math.sin(a),
                       cy + x * math.sin(a) + y * math.cos(a)))
    return points


def leaf(cx, cy, length, width, angle_deg, steps=24):
    """A pointed leaf (two circular arcs), centred on (cx, cy)."""
    a = math.radians(angle_deg)
    half = length / 2
    points = []
    for side in (1, -1):
        for i in range(steps + 1):
            t = i / steps
            x = -half + length * t if side == 1 else half - length * t
            y = side * (width / 2) * math.sin(math.pi * t)
            points.append((cx + x * math.cos(a) - y * math.sin(a),
                           cy + x * math.sin(a) + y * math.cos(a)))
    return points


def wave(x0, x1, y, amplitude, wavelength, phase=0.0, steps=80):
    points = []
    for i in range(steps + 1):
        x = x0 + (x1 - x0) * i / steps
        points.append((x, y + amplitude * math.sin(2 * math.pi * (x - x0) / wavelength + phase)))
    return points


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def vertical_gradient(size, top, bottom):
    w, h = size
    column = Image.new("RGBA", (1, h))
    for y in range(h):
        column.putpixel((0, y), mix(top, bottom, y / max(1, h - 1)) + (255,))
    return column.resize((w, h), Image.Resampling.NEAREST)


def horizontal_gradient(size, left, right):
    w, h = size
    row = Image.new("RGBA", (w, 1))
    for x in range(w):
        row.putpixel((x, 0), mix(left, right, x / max(1, w - 1)) + (255,))
    return row.resize((w, h), Image.Resampling.NEAREST)


def paint(image, color, mask, opacity=1.0):
    """Composite a solid colour onto image through mask."""
    if opacity < 1.0:
        mask = mask.point(lambda v: round(v * opacity))
    layer = Image.new("RGBA", image.size, color + (255,))
    layer.putalpha(mask)
    image.alpha_composite(layer)


def glow(image, scale, cx, cy, radius, color, opacity):
    """A soft radial light centred on (cx, cy), sizes in points."""
    d = max(2, round(2 * radius * scale))
    # radial_gradient() is 0 at the centre and 181 at the middle of each edge.
    falloff = [round(255 * opacity * max(0.0, 1 - v / 181) ** 2) for v in range(256)]
    spot = Image.radial_gradient("L").point(falloff).resize((d, d), Image.Resampling.BILINEAR)
    mask = Image.new("L", image.size, 0)
    mask.paste(spot, (round((cx - radius) * scale), round((cy - radius) * scale)))
    paint(image, color, mask)


def clip(image, mask):
    """Multiply image alpha by mask (used for rounded corners)."""
    alpha = ImageChops.multiply(image.getchannel("A"), mask)
    image.putalpha(alpha)
    return image


def shapes(width_pt, height_pt, scale, draw):
    pen = Pen(width_pt, height_pt, scale)
    draw(pen)
    return pen.result()


def transparent(width_pt, height_pt, scale):
    return Image.new("RGBA", (round(width_pt * scale), round(height_pt * scale)), (0, 0, 0, 0))


WHITE = (255, 255, 255)


def icon(mark, top, bottom):
    """38 x 38 pt opaque square icon: gradient plus a white mark."""
    def render(scale):
        image = vertical_gradient((38 * scale, 38 * scale), top, bottom)
        paint(image, WHITE, shapes(38, 38, scale, mark))
        return image
    return render


def logo(width_pt, mark):
    """White mark on a transparent background, 50 pt high."""
    def render(scale):
        image = transparent(width_pt, 50, scale)
        paint(image, WHITE, shapes(width_pt, 50, scale, mark))
        return image
    return render


# ---------------------------------------------------------------------------
# Northwind Air (boarding pass)
# ---------------------------------------------------------------------------

AIR_TOP, AIR_BOTTOM = (0, 104, 196), (0, 70, 140)


def air_logo_mark(p):
    p.polygon([(20, 3), (34, 46), (20, 36), (6, 46)])
    p.rrect((42, 10, 97, 17), 3.5)
    p.rrect((48, 21.5, 89, 28.5), 3.5)
    p.rrect((42, 33, 78, 40), 3.5)


def air_icon_mark(p):
    p.polygon([(16, 7), (26, 31), (16, 25), (6, 31)])
    p.rrect((23, 11, 33, 14.5), 1.75)
    p.rrect((27, 18, 34, 21.5), 1.75)


def air_footer(scale):
    image = transparent(286, 15, scale)

    def dashes(p):
        x = 4.0
        while x < 282:
            if not 124 <= x <= 158:
                p.rrect((x, 6.75, x + 7, 8.25), 0.75)
            x += 11

    def plane(p):
        p.polygon([(133, 2), (153, 7.5), (133, 13), (137, 7.5)])

    paint(image, WHITE, shapes(286, 15, scale, dashes), 0.45)
    paint(image, WHITE, shapes(286, 15, scale, plane), 0.85)
    return image


# ---------------------------------------------------------------------------
# Copperleaf Coffee (coupon)
# ---------------------------------------------------------------------------

COFFEE_TOP, COFFEE_BOTTOM = (186, 84, 38), (140, 56, 22)


def coffee_cup(p, x, y, s):
    """Cup with handle, saucer and a leaf; (x, y) top-left, s = scale."""
    def P(px, py):
        return (x + px * s, y + py * s)

    p.polygon([P(6, 21), P(40, 21), P(37.5, 37), P(8.5, 37)])
    p.ellipse((x + 8.5 * s, y + 31 * s, x + 37.5 * s, y + 43 * s))
    hx, hy, hr = x + 40 * s, y + 29 * s, 7 * s
    p.circle(hx, hy, hr)
    p.circle(hx, hy, hr - 3.5 * s, on=False)
    p.polygon([P(6, 21), P(40, 21), P(40, 24), P(6, 24)])
    p.rrect((x + 1 * s, y + 45 * s, x + 47 * s, y + 49 * s), 2 * s)
    p.polygon(leaf(x + 25 * s, y + 10 * s, 17 * s, 8.5 * s, -35))
    p.line([P(19, 14.5), P(31, 5.5)], 1.2 * s, on=False)


def coffee_logo_mark(p):
    coffee_cup(p, 1, 0, 1.0)


def coffee_icon_mark(p):
    coffee_cup(p, 7, 6, 0.52)


def coffee_strip(scale):
    image = vertical_gradient((375 * scale, 144 * scale), (150, 60, 24), (110, 40, 14))
    glow(image, scale, 300, 40, 150, (236, 140, 60), 0.55)

    def beans(p):
        for cx, cy, rx, ry, a in ((262, 104, 26, 17, -30), (318, 58, 30, 19, 20),
                                  (350, 128, 22, 14, -60), (224, 40, 17, 11, 40)):
            p.polygon(rotated_ellipse(cx, cy, rx, ry, a))
            r = math.radians(a)
            seam = []
            for i in range(21):
                t = -1 + 2 * i / 20
                sx, sy = t * rx * 0.85, ry * 0.28 * math.sin(math.pi * t)
                seam.append((cx + sx * math.cos(r) - sy * math.sin(r),
                             cy + sx * math.sin(r) + sy * math.cos(r)))
            p.line(seam, 2.6, on=False)

    def steam(p):
        for x in (150, 172, 194):
            pts = [(x + 6 * math.sin(2 * math.pi * t / 40), 18 + t) for t in range(0, 56, 2)]
            p.line(pts, 3.2)

    paint(image, (60, 22, 6), shapes(375, 144, scale, beans), 0.55)
    paint(image, (255, 226, 196), shapes(375, 144, scale, steam), 0.22)
    return image


# ---------------------------------------------------------------------------
# The Lantern Hall (event ticket)
# ---------------------------------------------------------------------------

EVENT_TOP, EVENT_BOTTOM = (112, 40, 170), (70, 20, 114)


def lantern(p, x, y, s):
    def P(px, py):
        return (x + px * s, y + py * s)

    hx, hy = x + 20 * s, y + 5 * s
    p.circle(hx, hy, 4.5 * s)
    p.circle(hx, hy, 2.2 * s, on=False)
    p.polygon([P(10, 12), P(30, 12), P(35, 18), P(5, 18)])
    p.rrect((x + 7 * s, y + 19 * s, x + 33 * s, y + 43 * s), 5 * s)
    p.polygon([P(11, 44), P(29, 44), P(26, 49), P(14, 49)])
    flame = [P(20, 23.5)]
    flame += [P(20 + 4.6 * math.cos(math.radians(a)), 33 + 4.6 * math.sin(math.radians(a)))
              for a in range(-30, 211, 10)]
    p.polygon(flame, on=False)


def event_logo_mark(p):
    lantern(p, 1, 0, 1.0)


def event_icon_mark(p):
    lantern(p, 8.5, 6, 0.52)


def event_background(scale):
    image = vertical_gradient((180 * scale, 220 * scale), (40, 10, 78), (104, 26, 120))
    glow(image, scale, 40, 10, 90, (236, 64, 160), 0.55)
    glow(image, scale, 150, 30, 80, (255, 150, 60), 0.40)
    glow(image, scale, 90, 230, 110, (120, 60, 220), 0.50)

    def beams(p):
        p.polygon([(40, -5), (52, -5), (120, 225), (70, 225)])
        p.polygon([(150, -5), (160, -5), (60, 225), (20, 225)])

    def dots(p):
        for i in range(14):
            cx = 10 + (i * 37) % 170
            cy = 150 + (i * 23) % 60
            p.circle(cx, cy, 1.6 + (i % 3) * 0.8)

    paint(image, (255, 220, 250), shapes(180, 220, scale, beams), 0.10)
    paint(image, (255, 230, 200), shapes(180, 220, scale, dots), 0.35)
    return image


def event_thumbnail(scale):
    size = (90 * scale, 90 * scale)
    image = horizontal_gradient(size, (222, 48, 126), (250, 146, 44))
    glow(image, scale, 62, 58, 30, (255, 236, 170), 0.9)

    def lines(p):
        for i, y in enumerate((30, 46, 62)):
            p.line(wave(-4, 94, y, 5, 40, phase=i * 1.3), 4)

    paint(image, WHITE, shapes(90, 90, scale, lines), 0.9)
    corners = shapes(90, 90, scale, lambda p: p.rrect((0, 0, 90, 90), 16))
    return clip(image, corners)


# ---------------------------------------------------------------------------
# Tidewater Commons (generic)
# ---------------------------------------------------------------------------

COWORK_TOP, COWORK_BOTTOM = (0, 128, 124), (0, 92, 92)


def commons_mark(p, x, y, s):
    def P(px, py):
        return (x + px * s, y + py * s)

    p.polygon([P(4, 22), P(27, 4), P(50, 22), P(44, 22), P(27, 10), P(10, 22)])
    p.rect((x + 38 * s, y + 7 * s, x + 43 * s, y + 17 * s))
    p.line(wave(x + 6 * s, x + 48 * s, y + 32 * s, 3 * s, 14 * s), 3.4 * s)
    p.line(wave(x + 6 * s, x + 48 * s, y + 43 * s, 3 * s, 14 * s), 3.4 * s)


def cowork_logo_mark(p):
    commons_mark(p, 0, 1, 1.0)


def cowork_icon_mark(p):
    commons_mark(p, 5, 6, 0.52)


def cowork_thumbnail(scale):
    size = (90 * scale, 90 * scale)
    image = vertical_gradient(size, (96, 214, 200), (0, 140, 136))

    def person(p):
        p.circle(45, 34, 15)
        p.ellipse((16, 56, 74, 110))

    def sea(p):
        p.line(wave(-4, 94, 82, 2.5, 22), 3)

    paint(image, (0, 70, 72), shapes(90, 90, scale, sea), 0.35)
    paint(image, WHITE, shapes(90, 90, scale, person), 0.95)
    corners = shapes(90, 90, scale, lambda p: p.rrect((0, 0, 90, 90), 16))
    return clip(image, corners)


# ---------------------------------------------------------------------------
# Marginalia Books (store card)
# ---------------------------------------------------------------------------

BOOKS_TOP, BOOKS_BOTTOM = (186, 34, 72), (140, 16, 50)


def open_book(p, x, y, s):
    def P(px, py):
        return (x + px * s, y + py * s)

    left = [P(30, 14)] + [P(30 - 26 * t, 14 - 6 * math.sin(math.pi * t) + 2 * t) for t in (i / 12 for i in range(13))]
    left += [P(4, 42), P(30, 46)]
    right = [P(34, 14)] + [P(34 + 26 * t, 14 - 6 * math.sin(math.pi * t) + 2 * t) for t in (i / 12 for i in range(13))]
    right += [P(60, 42), P(34, 46)]
    p.polygon(left)
    p.polygon(right)
    p.polygon([P(44, 8), P(51, 8), P(51, 24), P(47.5, 20.5), P(44, 24)], on=False)
    p.polygon([P(45.5, 3), P(49.5, 3), P(49.5, 19), P(47.5, 17), P(45.5, 19)])


def books_logo_mark(p):
    open_book(p, 1, 1, 1.0)


def books_icon_mark(p):
    open_book(p, 2.5, 5, 0.52)


def books_strip(scale):
    image = vertical_gradient((375 * scale, 144 * scale), (120, 12, 40), (168, 30, 64))
    glow(image, scale, 90, 20, 160, (220, 70, 100), 0.35)
    shelf_top = 118
    spines = [(10, 62, 0), (9, 70, 1), (14, 54, 2), (11, 74, 0), (8, 60, 3), (13, 66, 1),
              (10, 48, 2), (12, 72, 0), (9, 58, 3), (15, 64, 1), (10, 70, 2), (11, 52, 0)]
    tints = [((255, 255, 255), 0.20), ((255, 255, 255), 0.32), ((255, 196, 120), 0.55), ((255, 120, 150), 0.40)]

    x = 186
    for width, height, tint in spines:
        def spine(p, x=x, width=width, height=height):
            p.rrect((x, shelf_top - height, x + width, shelf_top), 1.2)

        def bands(p, x=x, width=width, height=height):
            top = shelf_top - height
            p.rect((x + 1.5, top + 7, x + width - 1.5, top + 9))
            p.rect((x + 1.5, shelf_top - 11, x + width - 1.5, shelf_top - 9))

        color, opacity = tints[tint]
        paint(image, color, shapes(375, 144, scale, spine), opacity)
        paint(image, (120, 10, 40), shapes(375, 144, scale, bands), 0.35)
        x += width + 1.5

    def leaning(p):
        p.polygon([(x + 2, shelf_top), (x + 13, shelf_top), (x + 27, shelf_top - 60), (x + 16, shelf_top - 63)])

    paint(image, (255, 196, 120), shapes(375, 144, scale, leaning), 0.45)
    paint(image, (70, 0, 20), shapes(375, 144, scale, lambda p: p.rect((176, shelf_top, 375, shelf_top + 4))), 0.5)
    return image


# ---------------------------------------------------------------------------
# Catalogue
# ---------------------------------------------------------------------------

IMAGES = {
    "BoardingPass.pass": {
        "icon": icon(air_icon_mark, AIR_TOP, AIR_BOTTOM),
        "logo": logo(100, air_logo_mark),
        "footer": air_footer,
    },
    "Coupon.pass": {
        "icon": icon(coffee_icon_mark, COFFEE_TOP, COFFEE_BOTTOM),
        "logo": logo(56, coffee_logo_mark),
        "strip": coffee_strip,
    },
    "EventTicket.pass": {
        "icon": icon(event_icon_mark, EVENT_TOP, EVENT_BOTTOM),
        "logo": logo(42, event_logo_mark),
        "background": event_background,
        "thumbnail": event_thumbnail,
    },
    "Generic.pass": {
        "icon": icon(cowork_icon_mark, COWORK_TOP, COWORK_BOTTOM),
        "logo": logo(54, cowork_logo_mark),
        "thumbnail": cowork_thumbnail,
    },
    "StoreCard.pass": {
        "icon": icon(books_icon_mark, BOOKS_TOP, BOOKS_BOTTOM),
        "logo": logo(64, books_logo_mark),
        "strip": books_strip,
    },
}


def encode(image):
    buffer = io.BytesIO()
    image.convert("RGBA").save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def main(argv):
    check = "--check" in argv[1:]
    stale = []
    for folder, images in IMAGES.items():
        for name, render in images.items():
            for scale in SCALES:
                suffix = "" if scale == 1 else f"@{scale}x"
                path = PASSES / folder / f"{name}{suffix}.png"
                data = encode(render(scale))
                if check:
                    if not path.exists() or path.read_bytes() != data:
                        stale.append(path)
                else:
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_bytes(data)
                    print(f"{path.relative_to(PASSES.parent)}  {len(data)} bytes")
    if check:
        for path in stale:
            print(f"out of date: {path.relative_to(PASSES.parent)}")
        return 1 if stale else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
