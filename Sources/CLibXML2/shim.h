#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, whose headers clash with Foundation's own copy of ICU
   when both are imported into one Swift module. a11y-check never uses libxml2's ICU encoding
   handlers (the files are UTF-8), so the ICU parts of the headers are left out. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
/* XML Schema validation: the tests check the junit reporter against Jenkins' xUnit schema. */
#include <libxml/xmlschemas.h>
