#ifndef MEOWLS_CVIPS_SHIM_H
#define MEOWLS_CVIPS_SHIM_H
#include <stddef.h>
#include <string.h>

/* NB: the libvips entry points MEOWLS calls, declared here as libvips 8.14's headers declare them, instead of
   including <vips/vips.h>: that header needs glib's include paths, which only pkg-config knows, and Debian's vips.pc
   adds `-pthread`, a flag SwiftPM refuses with a warning on every build. The enum values are libvips' own (stable
   since 8.0). libvips' operations are C variadic functions (name/value options ending in NULL), which Swift cannot
   call; the fixed-argument wrappers below are the only calls MEOWLS makes. Each returns 0 on success. */
typedef struct _VipsImage VipsImage;
typedef int vips_bool;
enum { MEOWLS_VIPS_FAIL_ON_ERROR = 2, MEOWLS_VIPS_EXTEND_WHITE = 4, MEOWLS_VIPS_COMPASS_CENTRE = 0 };
enum { MEOWLS_VIPS_INTERPRETATION_SRGB = 22, MEOWLS_VIPS_FORMAT_UCHAR = 0, MEOWLS_VIPS_ACCESS_SEQUENTIAL = 1 };
int vips_init(const char *argv0);
void vips_cache_set_max(int max);
void vips_cache_set_max_mem(size_t max_mem);
const char *vips_error_buffer(void);
void vips_error_clear(void);
void vips_thread_shutdown(void);
int vips_image_get_width(const VipsImage *image);
int vips_image_get_height(const VipsImage *image);
int vips_image_get_bands(const VipsImage *image);
vips_bool vips_image_hasalpha(VipsImage *image);
VipsImage *vips_image_copy_memory(VipsImage *image);
VipsImage *vips_image_new_from_buffer(const void *buf, size_t len, const char *option_string, ...);
const char *vips_foreign_find_load_buffer(const void *data, size_t size);
int vips_jpegload_buffer(void *buf, size_t len, VipsImage **out, ...);
vips_bool vips_image_get_orientation_swap(VipsImage *image);
int vips_image_set_int(VipsImage *image, const char *name, int i);
int vips_thumbnail_buffer(void *buf, size_t len, VipsImage **out, int width, ...);
int vips_thumbnail_image(VipsImage *in, VipsImage **out, int width, ...);
int vips_svgload_buffer(void *buf, size_t len, VipsImage **out, ...);
void *vips_array_double_newv(int n, ...);
void vips_area_unref(void *area);
int vips_flatten(VipsImage *in, VipsImage **out, ...);
int vips_colourspace(VipsImage *in, VipsImage **out, int space, ...);
int vips_gravity(VipsImage *in, VipsImage **out, int direction, int width, int height, ...);
int vips_jpegsave_buffer(VipsImage *in, void **buf, size_t *len, ...);
int vips_webpsave_buffer(VipsImage *in, void **buf, size_t *len, ...);
int vips_pngsave_buffer(VipsImage *in, void **buf, size_t *len, ...);
int vips_gaussnoise(VipsImage **out, int width, int height, ...);
int vips_xyz(VipsImage **out, int width, int height, ...);
int vips_extract_band(VipsImage *in, VipsImage **out, int band, ...);
int vips_linear1(VipsImage *in, VipsImage **out, double a, double b, ...);
int vips_bandjoin(VipsImage **in, VipsImage **out, int n, ...);
int vips_cast(VipsImage *in, VipsImage **out, int format, ...);
int vips_copy(VipsImage *in, VipsImage **out, ...);
int vips_getpoint(VipsImage *in, double **vector, int *n, int x, int y, ...);
void g_object_unref(void *object);
void *g_object_ref(void *object);
void g_free(void *mem);
#define MEOWLS_NULL ((void *)0)

static inline int meowls_vips_init(void) {
  if (vips_init("meowls")) return -1;
  /* The operation cache keys on buffer addresses and would keep decoded uploads alive; MEOWLS caches its own
     encoded bytes instead. */
  vips_cache_set_max(0);
  vips_cache_set_max_mem(0);
  return 0;
}

/* The sides of a JPEG as it stands upright (its EXIF orientation applied), read from its header without decoding;
   -1 when `data` is not a JPEG. */
static inline int meowls_vips_jpeg_upright_size(const void *data, size_t length, int *width, int *height) {
  const char *loader = vips_foreign_find_load_buffer(data, length);
  VipsImage *header = MEOWLS_NULL;
  if (!loader || strcmp(loader, "VipsForeignLoadJpegBuffer") != 0) {
    vips_error_clear();
    return -1;
  }
  if (vips_jpegload_buffer((void *)data, length, &header, "access", MEOWLS_VIPS_ACCESS_SEQUENTIAL, MEOWLS_NULL))
    return -1;
  int swap = vips_image_get_orientation_swap(header);
  *width = swap ? vips_image_get_height(header) : vips_image_get_width(header);
  *height = swap ? vips_image_get_width(header) : vips_image_get_height(header);
  g_object_unref(header);
  return 0;
}

/* A JPEG decoded at 1/`shrink` of its sides (libjpeg's DCT scaling: 1, 2, 4 or 8), then fitted inside width×height
   by vips_thumbnail_image, which turns it upright by its EXIF orientation, converts it to sRGB and makes the rest of
   the resize, as vips_thumbnail_buffer does after its own load; into memory.
   NB: vips_thumbnail_buffer picks a factor two short of the largest that fits (a 4000×3000 photo for a 1000×1000
   box is decoded at 2000×1500 and lanczos-reduced), which cost as much CPU again as the decode. */
static inline int meowls_vips_jpeg_thumbnail(const void *data, size_t length, int shrink, int width, int height,
                                             VipsImage **out) {
  VipsImage *decoded = MEOWLS_NULL, *lazy = MEOWLS_NULL;
  if (vips_jpegload_buffer((void *)data, length, &decoded, "shrink", shrink, "access", MEOWLS_VIPS_ACCESS_SEQUENTIAL,
                           "fail_on", MEOWLS_VIPS_FAIL_ON_ERROR, MEOWLS_NULL))
    return -1;
  int failed = vips_thumbnail_image(decoded, &lazy, width, "height", height, MEOWLS_NULL);
  g_object_unref(decoded);
  if (failed) return -1;
  *out = vips_image_copy_memory(lazy);
  g_object_unref(lazy);
  return *out ? 0 : -1;
}

/* Any other format decoded shrunk on load to fit inside width×height (WebP scales on load; PNG cannot), into
   memory so several sizes can be cut from it. */
static inline int meowls_vips_thumbnail_buffer(const void *data, size_t length, int width, int height,
                                               VipsImage **out) {
  VipsImage *lazy = MEOWLS_NULL;
  if (vips_thumbnail_buffer((void *)data, length, &lazy, width, "height", height, "fail_on", MEOWLS_VIPS_FAIL_ON_ERROR,
                            MEOWLS_NULL))
    return -1;
  *out = vips_image_copy_memory(lazy);
  g_object_unref(lazy);
  return *out ? 0 : -1;
}

static inline int meowls_vips_thumbnail_image(VipsImage *in, int width, int height, VipsImage **out) {
  return vips_thumbnail_image(in, out, width, "height", height, MEOWLS_NULL);
}

/* SVG drawn at its own width and height (librsvg through libvips). */
static inline int meowls_vips_svgload_buffer(const void *data, size_t length, VipsImage **out) {
  return vips_svgload_buffer((void *)data, length, out, MEOWLS_NULL);
}

/* Alpha flattened onto white, then centred on a white canvas of exactly width×height, as sRGB. */
static inline int meowls_vips_white_box(VipsImage *in, int width, int height, VipsImage **out) {
  VipsImage *flat = MEOWLS_NULL, *srgb = MEOWLS_NULL;
  if (vips_image_hasalpha(in)) {
    void *white = vips_array_double_newv(1, 255.0);
    int failed = vips_flatten(in, &flat, "background", white, MEOWLS_NULL);
    vips_area_unref(white);
    if (failed) return -1;
  } else {
    flat = in;
    g_object_ref(flat);
  }
  int failed = vips_colourspace(flat, &srgb, MEOWLS_VIPS_INTERPRETATION_SRGB, MEOWLS_NULL);
  g_object_unref(flat);
  if (failed) return -1;
  failed = vips_gravity(srgb, out, MEOWLS_VIPS_COMPASS_CENTRE, width, height, "extend", MEOWLS_VIPS_EXTEND_WHITE, MEOWLS_NULL);
  g_object_unref(srgb);
  return failed;
}

static inline int meowls_vips_jpegsave(VipsImage *in, int quality, void **bytes, size_t *length) {
  return vips_jpegsave_buffer(in, bytes, length, "Q", quality, "strip", 1, "optimize_coding", 1, MEOWLS_NULL);
}

static inline int meowls_vips_webpsave(VipsImage *in, int quality, int effort, void **bytes, size_t *length) {
  return vips_webpsave_buffer(in, bytes, length, "Q", quality, "effort", effort, "strip", 1, MEOWLS_NULL);
}

static inline int meowls_vips_pngsave(VipsImage *in, void **bytes, size_t *length) {
  return vips_pngsave_buffer(in, bytes, length, MEOWLS_NULL);
}

/* A photo-like test picture for tests and the benchmark: smooth gradients plus fine noise (which JPEG cannot
   flatten away), width×height sRGB. */
static inline int meowls_vips_test_photo(int width, int height, VipsImage **out) {
  VipsImage *noise = MEOWLS_NULL, *grey = MEOWLS_NULL, *bands = MEOWLS_NULL, *wide = MEOWLS_NULL, *pixels = MEOWLS_NULL;
  VipsImage *parts[3];
  if (vips_gaussnoise(&noise, width, height, "sigma", 12.0, "mean", 128.0, MEOWLS_NULL)) return -1;
  if (vips_xyz(&grey, width, height, MEOWLS_NULL)) { g_object_unref(noise); return -1; }
  int failed = vips_extract_band(grey, &bands, 0, MEOWLS_NULL);
  g_object_unref(grey);
  if (failed) { g_object_unref(noise); return -1; }
  double scale = 255.0 / (double)width;
  failed = vips_linear1(bands, &wide, scale, 0.0, MEOWLS_NULL);
  g_object_unref(bands);
  if (failed) { g_object_unref(noise); return -1; }
  parts[0] = noise; parts[1] = wide; parts[2] = noise;
  VipsImage *joined = MEOWLS_NULL;
  failed = vips_bandjoin(parts, &joined, 3, MEOWLS_NULL);
  g_object_unref(noise);
  g_object_unref(wide);
  if (failed) return -1;
  failed = vips_cast(joined, &pixels, MEOWLS_VIPS_FORMAT_UCHAR, MEOWLS_NULL);
  g_object_unref(joined);
  if (failed) return -1;
  VipsImage *srgb = MEOWLS_NULL;
  failed = vips_copy(pixels, &srgb, "interpretation", MEOWLS_VIPS_INTERPRETATION_SRGB, MEOWLS_NULL);
  g_object_unref(pixels);
  if (failed) return -1;
  *out = vips_image_copy_memory(srgb);
  g_object_unref(srgb);
  return *out ? 0 : -1;
}

/* `in` as a JPEG whose EXIF orientation tag is `orientation` (1-8, as a camera writes it), for tests. */
static inline int meowls_vips_jpegsave_oriented(VipsImage *in, int quality, int orientation, void **bytes,
                                                size_t *length) {
  VipsImage *tagged = MEOWLS_NULL;
  if (vips_copy(in, &tagged, MEOWLS_NULL)) return -1;
  vips_image_set_int(tagged, "orientation", orientation);
  int failed = vips_jpegsave_buffer(tagged, bytes, length, "Q", quality, MEOWLS_NULL);
  g_object_unref(tagged);
  return failed;
}

/* The bands of the pixel at x, y of an encoded picture (up to `count` of them, into `bands`); the band count, or -1
   (tests check what was served). */
static inline int meowls_vips_pixel(const void *data, size_t length, int x, int y, double *bands, int count) {
  VipsImage *image = vips_image_new_from_buffer(data, length, "", MEOWLS_NULL);
  if (!image) return -1;
  double *vector = MEOWLS_NULL;
  int n = 0;
  int failed = vips_getpoint(image, &vector, &n, x, y, MEOWLS_NULL);
  g_object_unref(image);
  if (failed) return -1;
  for (int i = 0; i < n && i < count; i++) bands[i] = vector[i];
  g_free(vector);
  return n;
}

/* Any format libvips reads, fully decoded (tests check what was served). */
static inline int meowls_vips_load_buffer(const void *data, size_t length, VipsImage **out) {
  VipsImage *lazy = vips_image_new_from_buffer(data, length, "", "fail_on", MEOWLS_VIPS_FAIL_ON_ERROR, MEOWLS_NULL);
  if (!lazy) return -1;
  *out = vips_image_copy_memory(lazy);
  g_object_unref(lazy);
  return *out ? 0 : -1;
}

/* `in` computed once into memory (a lazy pipeline is otherwise run again by every save of it). */
static inline int meowls_vips_in_memory(VipsImage *in, VipsImage **out) {
  *out = vips_image_copy_memory(in);
  return *out ? 0 : -1;
}

static inline void meowls_vips_unref(VipsImage *image) { g_object_unref(image); }
static inline void meowls_vips_free(void *bytes) { g_free(bytes); }
static inline int meowls_vips_width(VipsImage *image) { return vips_image_get_width(image); }
static inline int meowls_vips_height(VipsImage *image) { return vips_image_get_height(image); }
static inline int meowls_vips_bands(VipsImage *image) { return vips_image_get_bands(image); }
static inline void meowls_vips_clear_error(void) { vips_error_clear(); }
static inline void meowls_vips_thread_shutdown(void) { vips_thread_shutdown(); }
#endif
