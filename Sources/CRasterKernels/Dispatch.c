// The public entry points: pick the widest loop this CPU runs (checked per call, which costs
// a load and a branch, so no state needs to be kept).
#include "Kernels.h"

#if defined(__x86_64__) || defined(__i386__)
static int has_avx512(void) {
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
}
#endif

int kinema_kernels_supported(KinemaKernels kernels) {
    switch (kernels) {
    case KinemaKernelsBest:
    case KinemaKernelsScalar:
        return 1;
#if defined(__x86_64__) || defined(__i386__)
    case KinemaKernelsSSE2:
        return 1;
    case KinemaKernelsAVX2:
        return __builtin_cpu_supports("avx2") ? 1 : 0;
    case KinemaKernelsAVX512:
        return has_avx512() ? 1 : 0;
#endif
    default:
        return 0;
    }
}

/// `kernels` if this CPU runs it and it is not Best; else the widest this CPU runs.
static KinemaKernels choose(KinemaKernels kernels) {
    if (kernels != KinemaKernelsBest && kinema_kernels_supported(kernels)) return kernels;
#if defined(__x86_64__) || defined(__i386__)
    if (has_avx512()) return KinemaKernelsAVX512;
    return __builtin_cpu_supports("avx2") ? KinemaKernelsAVX2 : KinemaKernelsSSE2;
#else
    return KinemaKernelsScalar;
#endif
}

void kinema_blend_row(KinemaKernels kernels, uint32_t *dst, const uint32_t *src, intptr_t count,
                      const uint8_t *mask, uint32_t opacity) {
    switch (choose(kernels)) {
#if defined(__x86_64__) || defined(__i386__)
    case KinemaKernelsAVX512:
    case KinemaKernelsAVX2: kinema_blend_row_avx2(dst, src, count, mask, opacity); return;
    case KinemaKernelsSSE2: kinema_blend_row_sse2(dst, src, count, mask, opacity); return;
#endif
    default: kinema_blend_row_scalar(dst, src, count, mask, opacity); return;
    }
}

void kinema_affine_bilinear_row(KinemaKernels kernels, uint32_t *dst, intptr_t count, const uint8_t *coverage,
                                uint32_t opacity, KinemaImage image, int64_t fu, int64_t fv, int64_t du, int64_t dv) {
    switch (choose(kernels)) {
#if defined(__x86_64__) || defined(__i386__)
    case KinemaKernelsAVX512:
        kinema_affine_bilinear_row_avx512(dst, count, coverage, opacity, image, fu, fv, du, dv);
        return;
    case KinemaKernelsAVX2:
        kinema_affine_bilinear_row_avx2(dst, count, coverage, opacity, image, fu, fv, du, dv);
        return;
    case KinemaKernelsSSE2:
        kinema_affine_bilinear_row_sse2(dst, count, coverage, opacity, image, fu, fv, du, dv);
        return;
#endif
    default:
        kinema_affine_bilinear_row_scalar(dst, count, coverage, opacity, image, fu, fv, du, dv);
        return;
    }
}

void kinema_bilinear_row_at(KinemaKernels kernels, uint32_t *dst, intptr_t count, const uint8_t *coverage,
                            uint32_t opacity, KinemaImage image, const int64_t *fu, const int64_t *fv) {
    switch (choose(kernels)) {
#if defined(__x86_64__) || defined(__i386__)
    case KinemaKernelsAVX512:
    case KinemaKernelsAVX2: kinema_bilinear_row_at_avx2(dst, count, coverage, opacity, image, fu, fv); return;
    case KinemaKernelsSSE2: kinema_bilinear_row_at_sse2(dst, count, coverage, opacity, image, fu, fv); return;
#endif
    default: kinema_bilinear_row_at_scalar(dst, count, coverage, opacity, image, fu, fv); return;
    }
}
