// Umbrella header of the CPango system library (see module.modulemap).
#ifndef TRELLIS_CPANGO_SHIM_H
#define TRELLIS_CPANGO_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#endif
