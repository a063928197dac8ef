#!/usr/bin/env bash
# Brings the translation sources (resources/translations/*.ts) up to date with the code: every
# string a person reads (tr(), QT_TR_NOOP, and the engine's phrases marked RS_WORD in model/)
# in model/, views/, workspace/ and app/ is added, as
# unfinished, to each language's file; strings no longer in the code are dropped. Translate the
# unfinished ones (Qt Linguist, or the file's <translation> elements), keeping to the language's
# glossary (resources/translations/glossary_LANG.md); the build compiles them into the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
args=(-silent -no-obsolete -locations none -extensions cpp,h
    -tr-function-alias QT_TRANSLATE_NOOP+=RS_WORD model views workspace app)
"$lupdate" "${args[@]}" -ts resources/translations/rightsizer_{fr,uk,pt_BR,zh_CN,ja}.ts
# English is the source text: its file holds only the plural forms ("%n GPU(s)": "1 GPU").
"$lupdate" "${args[@]}" -pluralonly -ts resources/translations/rightsizer_en.ts
