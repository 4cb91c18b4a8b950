// Bringing an image's pixels into the cache ahead of a sampling loop.
#include "Kernels.h"

void kinema_touch_rect(KinemaImage image, intptr_t x0, intptr_t y0, intptr_t x1, intptr_t y1) {
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > image.width) x1 = image.width;
    if (y1 > image.height) y1 = image.height;
    if (x0 >= x1 || y0 >= y1) return;
    // One load per 64-byte line (16 pixels), in address order: the hardware prefetchers see
    // a stream and fetch ahead, so the lines arrive at memory bandwidth. Loads, not prefetch
    // instructions: those are dropped when too many are in flight (measured: half the gain).
    uint32_t sum = 0;
    for (intptr_t y = y0; y < y1; y++) {
        const uint32_t *row = image.pixels + y * image.width;
        for (intptr_t x = x0; x < x1; x += 16) sum |= row[x];
        sum |= row[x1 - 1];
    }
    // Keeps the loads: nothing else reads `sum`.
    __asm__ volatile("" : : "r"(sum));
}
