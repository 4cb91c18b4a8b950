// The SSE2 loops (every x86-64 CPU): four pixels per step for straight blends, two for
// bilinear samples; the last few pixels of a run go through the same arithmetic one by one.
#include "SSE2Ops.h"
#if defined(__x86_64__) || defined(__i386__)

void kinema_blend_row_sse2(uint32_t *dst, const uint32_t *src, intptr_t count, const uint8_t *mask, uint32_t opacity) {
    __m128i zero = _mm_setzero_si128(), alpha = _mm_set1_epi16((short)opacity);
    intptr_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(src + i)), d = _mm_loadu_si128((const __m128i *)(dst + i));
        __m128i c01 = alpha, c23 = alpha;
        if (mask) {
            uint32_t four;
            memcpy(&four, mask + i, 4);
            __m128i m = kinema_div255_sse2(_mm_mullo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)four), zero), alpha));
            m = _mm_unpacklo_epi16(m, m);
            c01 = _mm_unpacklo_epi32(m, m);
            c23 = _mm_unpackhi_epi32(m, m);
        }
        __m128i lo = kinema_over_sse2(_mm_unpacklo_epi8(s, zero), c01, _mm_unpacklo_epi8(d, zero));
        __m128i hi = kinema_over_sse2(_mm_unpackhi_epi8(s, zero), c23, _mm_unpackhi_epi8(d, zero));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_packus_epi16(lo, hi));
    }
    kinema_blend_row_scalar(dst + i, src + i, count - i, mask ? mask + i : 0, opacity);
}

void kinema_bilinear_row_at_sse2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                 KinemaImage image, const int64_t *fu, const int64_t *fv) {
    __m128i zero = _mm_setzero_si128();
    for (intptr_t i = 0; i < count; i += 2) {
        __m128i a = kinema_bilinear_sse2(kinema_footprint(image, fu[i], fv[i]));
        uint32_t ca = kinema_div255(coverage[i] * opacity);
        if (i + 1 == count) {
            __m128i d = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)dst[i]), zero);
            __m128i out = kinema_over_sse2(a, _mm_set1_epi16((short)ca), d);
            dst[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(out, out));
            return;
        }
        __m128i b = kinema_bilinear_sse2(kinema_footprint(image, fu[i + 1], fv[i + 1]));
        uint32_t cb = kinema_div255(coverage[i + 1] * opacity);
        __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(dst + i)), zero);
        __m128i c = _mm_set_epi64x(KINEMA_FOUR_LANES(cb), KINEMA_FOUR_LANES(ca));
        __m128i out = kinema_over_sse2(_mm_unpacklo_epi64(a, b), c, d);
        _mm_storel_epi64((__m128i *)(dst + i), _mm_packus_epi16(out, out));
    }
}

void kinema_affine_bilinear_row_sse2(uint32_t *dst, intptr_t count, const uint8_t *coverage, uint32_t opacity,
                                     KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    int64_t us[KINEMA_CHUNK], vs[KINEMA_CHUNK];
    for (intptr_t i = 0; i < count; i += KINEMA_CHUNK) {
        intptr_t n = kinema_positions(us, vs, count - i, &fu, &fv, du, dv);
        kinema_bilinear_row_at_sse2(dst + i, n, coverage + i, opacity, image, us, vs);
    }
}

#endif
