// Times kinema_affine_bilinear_row outside the engine: cards of 192x132 pixels drawn
// rotated 30° at scale 1 into a 1920x1080 frame, opacity 128, on a 12 x 10 grid like
// Benchmarks/Scenes/CardsAnimated120.lua. Built and run by Benchmarks/kernel-bench.
//   affine_bilinear [kernels: best|scalar|sse2|avx2|avx512] [distinct images: 1…120] [frames]
//   … [degrees, 30 by default] [touch: 1 reads each image ahead with kinema_touch_rect, as the engine does]
// Prints ns per destination pixel (median of the frames). With more distinct images than
// the caches hold, each frame reads them from memory, as the engine's cached card bitmaps.
#include "CRasterKernels.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { W = 1920, H = 1080, IW = 192, IH = 132, CARDS = 120 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int64_t fixed(double v) {
    double s = v * 4294967296.0;
    return (int64_t)(s + (s < 0 ? -0.5 : 0.5));
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/// Draws one card centred at (cx, cy), turned by `angle`; returns the pixels drawn.
static long draw(uint32_t *frame, KinemaKernels kernels, KinemaImage image, const uint8_t *cover, double cx, double cy,
                 double angle) {
    // Device to image: translate, rotate back, shift to the image centre, less half a pixel.
    double c = cos(angle), s = sin(angle);
    double a = c, b = -s, cc = s, d = c;  // u = a·x + cc·y + tx, v = b·x + d·y + ty
    double tx = IW / 2.0 - (a * cx + cc * cy), ty = IH / 2.0 - (b * cx + d * cy);
    double radius = sqrt(IW * IW + IH * IH) / 2 + 1;
    long drawn = 0;
    for (int y = (int)(cy - radius); y < (int)(cy + radius); y++) {
        if (y < 0 || y >= H) continue;
        double py = y + 0.5;
        // Columns whose centres map inside [0, IW) x [0, IH).
        double lo = -1e9, hi = 1e9;
        double coeff[2] = {a, b}, base[2] = {cc * py + tx, d * py + ty}, limit[2] = {IW, IH};
        for (int k = 0; k < 2; k++) {
            if (fabs(coeff[k]) < 1e-12) {
                if (base[k] < 0 || base[k] >= limit[k]) lo = 1, hi = 0;
                continue;
            }
            double x0 = (0 - base[k]) / coeff[k], x1 = (limit[k] - base[k]) / coeff[k];
            if (x0 > x1) { double t = x0; x0 = x1; x1 = t; }
            if (x0 > lo) lo = x0;
            if (x1 < hi) hi = x1;
        }
        int x0 = (int)ceil(lo - 0.5), x1 = (int)floor(hi - 0.5);
        if (x0 < 0) x0 = 0;
        if (x1 > W - 1) x1 = W - 1;
        if (x0 > x1) continue;
        double px = x0 + 0.5;
        kinema_affine_bilinear_row(kernels, frame + (intptr_t)y * W + x0, x1 - x0 + 1, cover, 128, image,
                                   fixed(a * px + cc * py + tx - 0.5), fixed(b * px + d * py + ty - 0.5),
                                   fixed(a), fixed(b));
        drawn += x1 - x0 + 1;
    }
    return drawn;
}

int main(int argc, char **argv) {
    const char *name = argc > 1 ? argv[1] : "best";
    KinemaKernels kernels = !strcmp(name, "scalar") ? KinemaKernelsScalar
                          : !strcmp(name, "sse2")   ? KinemaKernelsSSE2
                          : !strcmp(name, "avx2")   ? KinemaKernelsAVX2
                          : !strcmp(name, "avx512") ? KinemaKernelsAVX512
                                                    : KinemaKernelsBest;
    int distinct = argc > 2 ? atoi(argv[2]) : 1, frames = argc > 3 ? atoi(argv[3]) : 30;
    double degrees = argc > 4 ? atof(argv[4]) : 30;
    int touch = argc > 5 ? atoi(argv[5]) : 0;
    if (distinct < 1 || distinct > CARDS) distinct = 1;
    uint32_t *frame = malloc(sizeof(uint32_t) * W * H);
    uint32_t *images = malloc(sizeof(uint32_t) * IW * IH * distinct);
    uint8_t cover[W];
    memset(cover, 255, sizeof cover);
    // A diagonal gradient, opaque, different per image.
    for (int n = 0; n < distinct; n++)
        for (int y = 0; y < IH; y++)
            for (int x = 0; x < IW; x++) {
                uint32_t r = (x + n * 7) & 255, g = (y * 2) & 255, b = (x + y) & 255;
                images[(size_t)n * IW * IH + y * IW + x] = r | g << 8 | b << 16 | 255u << 24;
            }
    double *times = malloc(sizeof(double) * frames);
    long pixels = 0;
    for (int f = 0; f < frames; f++) {
        for (long i = 0; i < (long)W * H; i++) frame[i] = 0xFF33211D;
        double start = now();
        pixels = 0;
        for (int i = 0; i < CARDS; i++) {
            KinemaImage image = {images + (size_t)(i % distinct) * IW * IH, IW, IH};
            if (touch) kinema_touch_rect(image, 0, 0, IW, IH);
            double cx = 40 + (i % 12) * 155 + 95, cy = 30 + (i / 12) * 104 + 65;
            pixels += draw(frame, kernels, image, cover, cx, cy, degrees * M_PI / 180);
        }
        times[f] = now() - start;
    }
    qsort(times, frames, sizeof(double), compare);
    uint32_t check = 0;
    for (long i = 0; i < (long)W * H; i++) check = check * 31 + frame[i];
    printf("%s, %d distinct images, %g°%s: %.3f ms/frame, %ld pixels, %.2f ns/pixel (checksum %08x)\n", name, distinct, degrees, touch ? ", touched" : "",
           times[frames / 2] / 1e6, pixels, times[frames / 2] / pixels, check);
    return 0;
}
