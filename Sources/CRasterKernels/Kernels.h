#ifndef KINEMA_KERNELS_INTERNAL_H
#define KINEMA_KERNELS_INTERNAL_H
// The per-instruction-set loops behind the public entry points, and the scalar pieces
// they share: one pixel of PixelMath's arithmetic, and fetching a bilinear footprint.

#include "CRasterKernels.h"
#include <string.h>

/// round(x / 255) for x up to 255 × 255.
static inline uint32_t kinema_div255(uint32_t x) {
    uint32_t t = x + 128;
    return (t + (t >> 8)) >> 8;
}

/// The two rows of a bilinear footprint (two pixels each, left in the low half) and its
/// 8-bit fractions, at a fixed-point position: as ImageSampler.clampedVector reads them.
typedef struct {
    uint64_t top, bottom;
    uint32_t fx, fy;
} KinemaFootprint;

static inline KinemaFootprint kinema_footprint(KinemaImage image, int64_t fu, int64_t fv) {
    KinemaFootprint f;
    int64_t x0 = fu >> 32, y0 = fv >> 32;
    f.fx = (uint32_t)(fu >> 24) & 0xFF;
    f.fy = (uint32_t)(fv >> 24) & 0xFF;
    intptr_t w = image.width, h = image.height;
    if ((uint64_t)x0 < (uint64_t)(w - 1) && (uint64_t)y0 < (uint64_t)(h - 1)) {
        const uint32_t *p = image.pixels + y0 * w + x0;
        memcpy(&f.top, p, 8);
        memcpy(&f.bottom, p + w, 8);
        return f;
    }
    // Past an edge: both columns (rows) read the nearest one inside.
    int64_t maxX = w - 1, maxY = h - 1;
    int64_t xa = x0 < 0 ? 0 : (x0 > maxX ? maxX : x0), xb = x0 < 0 ? 0 : (x0 >= maxX ? maxX : x0 + 1);
    int64_t ya = y0 < 0 ? 0 : (y0 > maxY ? maxY : y0), yb = y0 < 0 ? 0 : (y0 >= maxY ? maxY : y0 + 1);
    const uint32_t *rowA = image.pixels + ya * w, *rowB = image.pixels + yb * w;
    f.top = rowA[xa] | (uint64_t)rowA[xb] << 32;
    f.bottom = rowB[xa] | (uint64_t)rowB[xb] << 32;
    return f;
}

/// The four bilinear weights (adding up to 256): top-left, top-right, bottom-left, bottom-right.
static inline void kinema_weights(uint32_t fx, uint32_t fy, uint32_t w[4]) {
    uint32_t w11 = (fx * fy + 128) >> 8;
    w[0] = 256 - fx - fy + w11;
    w[1] = fx - w11;
    w[2] = fy - w11;
    w[3] = w11;
}

/// How many positions the stepping loops lay out at a time.
enum { KINEMA_CHUNK = 64 };

/// Lays out up to KINEMA_CHUNK of the `remaining` positions stepping from (*fu, *fv) by
/// (du, dv), and moves (*fu, *fv) past them; returns how many.
static inline intptr_t kinema_positions(int64_t *us, int64_t *vs, intptr_t remaining, int64_t *fu, int64_t *fv,
                                        int64_t du, int64_t dv) {
    intptr_t n = remaining < KINEMA_CHUNK ? remaining : KINEMA_CHUNK;
    for (intptr_t k = 0; k < n; k++) {
        us[k] = *fu;
        vs[k] = *fv;
        *fu = (int64_t)((uint64_t)*fu + (uint64_t)du);
        *fv = (int64_t)((uint64_t)*fv + (uint64_t)dv);
    }
    return n;
}

void kinema_blend_row_scalar(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask, uint32_t opacity);
void kinema_affine_bilinear_row_scalar(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                       KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
void kinema_bilinear_row_at_scalar(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                   KinemaImage image, const int64_t *fu, const int64_t *fv);
#if defined(__x86_64__) || defined(__i386__)
void kinema_bilinear_row_at_sse2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                 KinemaImage image, const int64_t *fu, const int64_t *fv);
void kinema_bilinear_row_at_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                 KinemaImage image, const int64_t *fu, const int64_t *fv);
void kinema_blend_row_sse2(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask, uint32_t opacity);
void kinema_affine_bilinear_row_sse2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                     KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
void kinema_blend_row_avx2(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask, uint32_t opacity);
void kinema_affine_bilinear_row_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                     KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
/// A loop over a run of affine samples whose footprints all lie inside the image.
typedef void (*KinemaInsideRun)(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
/// An affine row in three runs: clamped (AVX2) before and after the footprints inside the
/// image, and `inside_run` over those.
void kinema_affine_bilinear_row_split(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                      KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv,
                                      KinemaInsideRun inside_run);
void kinema_inside_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                            KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
/// Any run, each footprint clamped to the image (what the others fall back to).
void kinema_clamped_run_avx2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                             KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
void kinema_affine_bilinear_row_avx512(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                       KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
void kinema_inside_run_avx512(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                              KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);
#endif

#endif
