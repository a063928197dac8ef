#pragma once

/// Marks an English phrase of the engine (a TCO parameter's name or unit, a way of paying) for
/// translation without bringing Qt into the engine: it is the phrase itself, and lupdate
/// collects it under `context` (scripts/update-translations.sh makes RS_WORD an alias of
/// QT_TRANSLATE_NOOP). The views show QCoreApplication::translate(context, phrase); the
/// engine, its files and the command line keep the English.
#define RS_WORD(context, text) text
