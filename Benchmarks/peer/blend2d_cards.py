"""Blend2D's rendering of Benchmarks/Scenes/CardsAnimated120.lua, the peer Kinema is timed against.

Draws the same picture from vectors, every frame from scratch, on one thread (Blend2D's
synchronous context): per card an offscreen (group opacity) holding the diagonal gradient
in a rounded rectangle, the white badge and the translucent border, cut to a circle for
every 4th card (DST_OUT of everything outside it), then blended onto the frame at opacity
0.5. Rotation and scale are computed in closed form as the scene's linear, repeating
CABasicAnimations give them at scene time t; frames are timed at t = k/fps after the same
5 warm-up frames `kinema bench` renders.

Prints one JSON line: {"median_ms", "p95_ms", "frames"}; --png FILE also writes the frame at
--time (the default 0.7) for comparison with `kinema render ... --time 0.7`.

Against Kinema's pictures: the same cards, colours and motion; Blend2D's anti-aliasing and
gradient dithering differ by a level or two of 255 along edges. The time includes about
15 Python→Blend2D calls per card (roughly 1–2 µs each), so Blend2D's own cost is a little lower.
"""
import argparse
import colorsys
import json
import math
import statistics
import time

import blend2d as bl

WIDTH, HEIGHT = 1920, 1080
COLUMNS, ROWS = 12, 10
CARD_W, CARD_H = 190.0, 130.0
WARM_UP_FRAMES = 5
# Large enough for a 190×130 card at scale 1.1 in any rotation (diagonal 254 px) plus a pixel of margin.
SCRATCH = 260


def color(r, g, b, a=1.0):
    """A straight (not premultiplied) colour as blend2d-python 1.0.0 takes it: a float tuple
    in B, G, R, A order (observed: (1, 0, 0, 1) paints blue)."""
    return (b, g, r, a)


def hsb(h, s, b):
    """Color.hsb as the scene writes it (opaque)."""
    return color(*colorsys.hsv_to_rgb(h % 1.0, s, b))


def card_specs():
    """Static per-card values: frame origin, colours, animation parameters."""
    cards = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            i = row * COLUMNS + column
            cards.append({
                "x": 40 + column * 155, "y": 30 + row * 104,
                "colors": (hsb((i % 12) / 12, 0.65, 0.95), hsb(((i + 5) % 12) / 12, 0.8, 0.7)),
                "masked": i % 4 == 0,
                "start": (i % 7 - 3) * 0.09,
                "turn": 2 * math.pi if i % 2 == 0 else -2 * math.pi,
                "spin_duration": 4 + i % 5,
                "pulse_duration": 0.9 + (i % 4) * 0.2,
            })
    return cards


def rotation(card, t):
    """transform.rotation.z: start → start + turn, linear, repeating."""
    d = card["spin_duration"]
    return card["start"] + card["turn"] * ((t % d) / d)


def scale(card, t):
    """transform.scale: 0.8 → 1.1, linear, autoreversing, repeating."""
    d = card["pulse_duration"]
    phase = (t % (2 * d)) / d
    f = phase if phase <= 1 else 2 - phase
    return 0.8 + 0.3 * f


class Renderer:
    def __init__(self):
        self.frame = bl.BLImage(WIDTH, HEIGHT, bl.BLFormat.PRGB32)
        self.scratch = bl.BLImage(SCRATCH, SCRATCH, bl.BLFormat.PRGB32)
        self.cards = card_specs()
        for card in self.cards:
            gradient = bl.create_linear_gradient(0, 0, CARD_W, CARD_H)
            gradient.add_stop(0.0, card["colors"][0])
            gradient.add_stop(1.0, card["colors"][1])
            card["gradient"] = gradient
        self.body = bl.BLPath()
        self.body.add_round_rect(bl.BLRect(0, 0, CARD_W, CARD_H), 16)
        # The border lies inside the bounds: the ring between the outline and its 3 px inset.
        self.border = bl.BLPath()
        self.border.add_round_rect(bl.BLRect(0, 0, CARD_W, CARD_H), 16)
        self.border.add_round_rect(bl.BLRect(3, 3, CARD_W - 6, CARD_H - 6), 13)
        self.badge = bl.BLPath()
        self.badge.add_round_rect(bl.BLRect(81, 12, 28, 28), 8)
        # Everything in the offscreen but the circle the mask layer draws (centre 95,65, radius 65).
        self.outside_circle = bl.BLPath()
        self.outside_circle.add_rect(bl.BLRect(-200, -200, CARD_W + 400, CARD_H + 400))
        self.outside_circle.add_circle(95, 65, 65)

    def draw(self, t):
        ctx = bl.BLContext(self.frame)
        ctx.set_fill_style(color(0x1d / 255, 0x21 / 255, 0x33 / 255))
        ctx.fill_all()
        card_ctx = bl.BLContext(self.scratch)
        for card in self.cards:
            card_ctx.comp_op = bl.BLCompOp.SRC_COPY
            card_ctx.set_fill_style(color(0, 0, 0, 0))
            card_ctx.fill_all()
            card_ctx.comp_op = bl.BLCompOp.SRC_OVER
            # The card's centre (its position) lands at the scratch centre; the offscreen goes
            # to a whole-pixel offset so blitting it does not resample.
            cx, cy = card["x"] + CARD_W / 2, card["y"] + CARD_H / 2
            ox, oy = math.floor(cx) - SCRATCH // 2, math.floor(cy) - SCRATCH // 2
            s = scale(card, t)
            card_ctx.save()
            card_ctx.translate(cx - ox, cy - oy)
            card_ctx.rotate(rotation(card, t))
            card_ctx.scale(s, s)
            card_ctx.translate(-CARD_W / 2, -CARD_H / 2)
            card_ctx.set_fill_style(card["gradient"])
            card_ctx.fill_path(self.body)
            card_ctx.set_fill_style(color(1, 1, 1))
            card_ctx.fill_path(self.badge)
            card_ctx.fill_rule = bl.BLFillRule.EVEN_ODD
            card_ctx.set_fill_style(color(1, 1, 1, 0xcc / 255))
            card_ctx.fill_path(self.border)
            if card["masked"]:
                card_ctx.comp_op = bl.BLCompOp.DST_OUT
                card_ctx.set_fill_style(color(1, 1, 1))
                card_ctx.fill_path(self.outside_circle)
            card_ctx.fill_rule = bl.BLFillRule.NON_ZERO
            card_ctx.restore()
            card_ctx.flush()
            ctx.global_alpha = 0.5
            ctx.blit_image(bl.BLPoint(ox, oy), self.scratch)
            ctx.global_alpha = 1.0
        ctx.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--fps", type=float, default=60.0)
    parser.add_argument("--png", help="also write the frame at --time to this PNG")
    parser.add_argument("--time", type=float, default=0.7)
    args = parser.parse_args()
    renderer = Renderer()
    if args.png:
        renderer.draw(args.time)
        renderer.frame.writeToFile(args.png)
    times = []
    for k in range(WARM_UP_FRAMES + args.frames):
        start = time.perf_counter()
        renderer.draw(k / args.fps)
        elapsed = (time.perf_counter() - start) * 1000
        if k >= WARM_UP_FRAMES:
            times.append(elapsed)
    times.sort()
    print(json.dumps({"median_ms": round(statistics.median(times), 3),
                      "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))], 3),
                      "frames": args.frames}))


if __name__ == "__main__":
    main()
