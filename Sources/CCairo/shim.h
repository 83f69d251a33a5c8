#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
// Pango lays out the text; cairo draws it, and everything else, onto image, SVG and PDF surfaces.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#endif
