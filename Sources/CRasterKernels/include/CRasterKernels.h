#ifndef KINEMA_RASTER_KERNELS_H
#define KINEMA_RASTER_KERNELS_H
// Raster's inner loops over many pixels at once (SSE2, and AVX2 or AVX-512 where the CPU has it),
// each beside its plain scalar twin that tests hold it to, bit for bit.
//
// Pixels are packed premultiplied RGBA8 (R in the low byte). Every kernel computes exactly
// what Raster's Swift PixelMath does per pixel:
//   c   = round(coverage × opacity / 255)
//   s   = round(src × c / 255)                        (each channel)
//   dst = min(255, s + round(dst × (255 − s.alpha) / 255))
// with round(x / 255) = (t + t / 256) / 256, t = x + 128.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which loops the kernels use: the best this CPU runs, or a named one (for tests).
typedef enum {
    KinemaKernelsBest = 0,
    KinemaKernelsScalar = 1,
    KinemaKernelsSSE2 = 2,
    KinemaKernelsAVX2 = 3,
    /// AVX-512 (F, BW, VL, DQ) where a loop has it, else AVX2.
    KinemaKernelsAVX512 = 4,
} KinemaKernels;

/// Whether this CPU runs `kernels` (Scalar and Best always).
int kinema_kernels_supported(KinemaKernels kernels);

/// Source-over of `count` pixels of `src` onto `dst`, each at round(mask[i] × opacity / 255),
/// or at `opacity` when `mask` is NULL (`opacity` 0…255).
void kinema_blend_row(KinemaKernels kernels, uint32_t *dst, const uint32_t *src, intptr_t count,
                      const uint8_t *mask, uint32_t opacity);

/// An image, for the sampling kernels: `width` × `height` packed pixels, rows `width` apart.
typedef struct {
    const uint32_t *pixels;
    intptr_t width, height;
} KinemaImage;

/// Source-over of `count` bilinear samples of `image` onto `dst`, pixel i at coverage
/// round(coverage[i] × opacity / 255), read at the fixed-point position (fu + i·du, fv + i·dv)
/// (32 fraction bits; a whole number is a pixel centre); positions outside the image read its
/// nearest edge pixels. The caller keeps every position within ±2^20 pixels.
void kinema_affine_bilinear_row(KinemaKernels kernels, uint32_t *dst, intptr_t count, const uint8_t *coverage,
                                uint32_t opacity, KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv);

/// Reads pixels x0 ..< x1 of rows y0 ..< y1 of `image` (clipped to it) once, in address
/// order, so that they are in the cache for a sampling loop that walks them in another order
/// (a rotated image's rows cross the image's rows: each new cache line would be a memory
/// stall that no hardware prefetcher foresees). Changes nothing.
void kinema_touch_rect(KinemaImage image, intptr_t x0, intptr_t y0, intptr_t x1, intptr_t y1);

/// As kinema_affine_bilinear_row, with pixel i read at (fu[i], fv[i]) (for projections,
/// whose positions do not step evenly).
void kinema_bilinear_row_at(KinemaKernels kernels, uint32_t *dst, intptr_t count, const uint8_t *coverage,
                            uint32_t opacity, KinemaImage image, const int64_t *fu, const int64_t *fv);


/// How many colours a shaded shape's gradient table holds (as Raster's GradientShader).
enum { KINEMA_SHADE_TABLE_SIZE = 1024 };

/// One shape of a shaded layer program: a rounded rectangle in the program's layer space
/// (points, y down) whose corner circles fit along its sides, painted with one colour or a
/// gradient table, or multiplying the program's alpha (a mask).
typedef struct {
    float centerX, centerY, halfWidth, halfHeight;
    /// Top-left, top-right, bottom-right, bottom-left (y down).
    float radii[4];
    /// A ring (a border): only the part outside the inner rounded rectangle is covered; with
    /// `innerIsEmpty` the whole shape is.
    int32_t isRing, innerIsEmpty;
    float innerHalfWidth, innerHalfHeight, innerRadii[4];
    /// The straight sides are cut by the program's outline: coverage is whole up to them and
    /// only the corners are antialiased (an aliased layer outline).
    int32_t aliasedSides;
    /// Multiplies the program's alpha by coverage × this colour's alpha instead of painting.
    int32_t isMask;
    /// Premultiplied colour, used when `table` is NULL.
    uint32_t color;
    /// KINEMA_SHADE_TABLE_SIZE premultiplied colours for t = i / (size − 1), or NULL. A pixel
    /// takes entry round(clamp(t, 0, 1) · (size − 1)) with t = gradientX·u + gradientY·v + gradientOffset.
    const uint32_t *table;
    /// Every entry of `table` has alpha 255 (worked out once, with the table).
    int32_t tableIsOpaque;
    float gradientX, gradientY, gradientOffset;
    /// With `ramp` set (and no table), each premultiplied channel (0…255) is
    /// rampStart + clamp(t, 0, 1) · rampDelta: a gradient of two stops, at 0 and 1, without a table.
    int32_t ramp;
    float rampStart[4], rampDelta[4];
} KinemaShadeShape;

/// A layer and what it draws inside, shaded straight into device pixels: each pixel centre
/// is mapped into the layer's space, the shapes are composited there in order (source-over,
/// masks multiplying), and the result is faded by `opacity` and blended onto the pixel.
typedef struct {
    /// Pixel centre (x + ½, y + ½) of the buffer → layer point (a·x + c·y + tx, b·x + d·y + ty),
    /// as a, b, c, d, tx, ty.
    double toLayer[6];
    /// Device pixels per layer point: the width of antialiasing.
    float pixelsPerPoint;
    /// 0…1.
    float opacity;
    /// When set, only pixel centres inside `outline` (minX, minY, maxX, maxY, half-open) are drawn.
    int32_t hasOutline;
    float outline[4];
    const KinemaShadeShape *shapes;
    /// At most KINEMA_SHADE_MAX_SHAPES.
    intptr_t count;
} KinemaShadeProgram;

enum { KINEMA_SHADE_MAX_SHAPES = 16 };

/// The loops `kinema_shade_rows` takes for `kernels` on this CPU: AVX-512, else AVX2 (with
/// FMA), else the scalar twin; a named one when this CPU runs it (AVX-512 falls back to AVX2).
KinemaKernels kinema_shade_kernels(KinemaKernels kernels);

/// Shades pixels x0 ..< x1 of rows y0 ..< y1 of `pixels` (rows `stride` pixels apart) with
/// `program`; pixels it cannot touch are left as they are. The scalar twin computes every pixel
/// in full; the others skip the shapes a run of pixels lies wholly inside or outside of, with
/// the same result.
void kinema_shade_rows(KinemaKernels kernels, const KinemaShadeProgram *program, uint32_t *pixels, intptr_t stride,
                       intptr_t y0, intptr_t y1, intptr_t x0, intptr_t x1);

#ifdef __cplusplus
}
#endif

#endif
