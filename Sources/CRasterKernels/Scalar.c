// The scalar twins: one pixel at a time, PixelMath's arithmetic written out channel by channel.
#include "Kernels.h"

/// Source-over of a premultiplied source (channels in `s`, 0…255) at coverage `c` onto `*dst`.
static inline void blend_pixel(const uint32_t s[4], uint32_t c, uint32_t *dst) {
    uint32_t scaled[4];
    for (int k = 0; k < 4; k++) scaled[k] = kinema_div255(s[k] * c);
    uint32_t d = *dst, inverse = 255 - scaled[3], out = 0;
    for (int k = 0; k < 4; k++) {
        uint32_t sum = scaled[k] + kinema_div255(((d >> (8 * k)) & 0xFF) * inverse);
        out |= (sum > 255 ? 255 : sum) << (8 * k);
    }
    *dst = out;
}

void kinema_blend_row_scalar(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask, uint32_t opacity) {
    for (intptr_t i = 0; i < count; i++) {
        uint32_t s[4];
        for (int k = 0; k < 4; k++) s[k] = (src[i] >> (8 * k)) & 0xFF;
        blend_pixel(s, mask ? kinema_div255(mask[i] * opacity) : opacity, dst + i);
    }
}

/// The bilinear sample and blend of one pixel.
static inline void sample_pixel(KinemaImage image, int64_t fu, int64_t fv, uint32_t c, uint32_t *dst) {
    KinemaFootprint f = kinema_footprint(image, fu, fv);
    uint32_t w[4], s[4];
    kinema_weights(f.fx, f.fy, w);
    for (int k = 0; k < 4; k++) {
        uint32_t sum = (uint32_t)(f.top >> (8 * k)) % 256 * w[0] + (uint32_t)(f.top >> (32 + 8 * k)) % 256 * w[1]
                     + (uint32_t)(f.bottom >> (8 * k)) % 256 * w[2] + (uint32_t)(f.bottom >> (32 + 8 * k)) % 256 * w[3];
        s[k] = (sum + 128) >> 8;
    }
    blend_pixel(s, c, dst);
}

void kinema_affine_bilinear_row_scalar(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                       KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    for (intptr_t i = 0; i < count; i++) {
        sample_pixel(image, fu, fv, kinema_div255(coverage[i] * opacity), dst + i);
        fu = (int64_t)((uint64_t)fu + (uint64_t)du);
        fv = (int64_t)((uint64_t)fv + (uint64_t)dv);
    }
}

void kinema_bilinear_row_at_scalar(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                   KinemaImage image, const int64_t *fu, const int64_t *fv) {
    for (intptr_t i = 0; i < count; i++) sample_pixel(image, fu[i], fv[i], kinema_div255(coverage[i] * opacity), dst + i);
}
