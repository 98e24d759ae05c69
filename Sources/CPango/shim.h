// Umbrella header of the CPango system library (see module.modulemap). zlib (a dependency of
// cairo's PNG support) is here for CairoRender's fast PNG encoder.
#ifndef TRELLIS_CPANGO_SHIM_H
#define TRELLIS_CPANGO_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <zlib.h>

#endif
