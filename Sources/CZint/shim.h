#ifndef CZINT_SHIM_H
#define CZINT_SHIM_H
// Debian's libzint-dev ships no pkg-config file: the module map links "zint" and this is the only header.
#include <zint.h>

// Swift imports zint_symbol's fixed arrays as tuples, and encoded_data is a tuple of 28,800 bytes
// that the compiler takes minutes over; these accessors keep Swift away from the arrays.
static inline void CZint_configure(struct zint_symbol *_Nonnull symbol, int symbology, int input_mode) {
    symbol->symbology = symbology;
    symbol->input_mode = input_mode;
}
static inline int CZint_rows(const struct zint_symbol *_Nonnull symbol) { return symbol->rows; }
static inline int CZint_width(const struct zint_symbol *_Nonnull symbol) { return symbol->width; }
static inline int CZint_module_is_set(const struct zint_symbol *_Nonnull symbol, int row, int column) {
    return (symbol->encoded_data[row][column >> 3] >> (column & 7)) & 1;
}
static inline const char *_Nonnull CZint_error_text(const struct zint_symbol *_Nonnull symbol) { return symbol->errtxt; }
#endif
