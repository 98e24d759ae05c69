"""The text corpus: strings and the fonts/widths each is measured with.

Every case is (text, family, size, weight, width) or, with styling beyond the font,
(text, family, size, weight, width, extras) where extras may set "italic" (bool),
"lineHeight" (points), "lineHeightMultiple" (× font size), "letterSpacing" (points) and
"alignment" (left, center, right, justified) and "runs" — styled runs whose texts make up the
text: [{"text", "family", "weight", "italic"}] at the case's size.
Width None means unconstrained (one line per paragraph). Kept deterministic: the generator and
the committed JSON list cases in this order.
"""

DEJAVU = "DejaVu Sans"
LIBERATION = "Liberation Sans"

# The talk's banner (seeds/001): title 17 pt semibold, subtitle 13 pt regular, laid out in the
# label width of a 420 pt card (420 - 2*8 padding - 120 image = 284) and of a 320 pt card (184).
TALK_TITLE = "Проверьте автомобиль перед покупкой"
TALK_SUBTITLE = "Залоги, повреждения, ДТП, ограничения и данные о пробеге"
TALK_SUBTITLE_NBSP = "Залоги, повреждения,\nДТП, ограничения и\u00a0данные о\u00a0пробеге"

STRINGS = [
    # Latin
    "Hello, world",
    "The quick brown fox jumps over the lazy dog",
    "BMW 5 Series G30 Autobahn POV TEST Drive by AutoTopNL",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
    "incididunt ut labore et dolore magna aliqua.",
    "Dealers are online! Call us from 9:00 to 21:00.",
    "Supercalifragilisticexpialidocious is a word",
    # Cyrillic (the talk's screens)
    "Дилеры на связи!",
    "Необычные способы использования машин",
    "Плюсы и минусы Peugeot 3008",
    "Рассчитайте стоимость автомобиля",
    "Узнайте об отзывных кампаниях",
    "Двигатель 2.0 л / 190 л.с. / Дизель",
    "Левый Руль! Я собственник, машина стоит на учете на мне. Ограничений нет. "
    "Торг у капота и только на бензин.",
    # Arabic and Hebrew (right to left, shaped)
    "مرحبا بالعالم",
    "تحقق من السيارة قبل الشراء",
    "السيارات المستعملة للبيع في المدينة بأسعار مناسبة جدا",
    "שלום עולם",
    "בדקו את הרכב לפני הרכישה",
    "מכוניות יד שנייה למכירה במחירים טובים מאוד",
    # Mixed scripts
    "Honda Legend IV, 2006 — 360 000 ₽",
    "Авто.ру: BMW 5 Series и Peugeot 3008",
    "Hello שלום world עולם",
    "Price مرحبا 360 000",
    # Long words
    "Pneumonoultramicroscopicsilicovolcanoconiosis",
    "Достопримечательности и человеконенавистничество",
    # Explicit newlines
    "First line\nSecond line\n\nFourth after an empty one",
    "Проверьте автомобиль\nперед покупкой",
    TALK_SUBTITLE_NBSP,
    # Color emoji (Noto Color Emoji) through the pinned fallbacks
    "Hi 🎉 see you 👍 at ⏰ nine",
    "📚 Reading list for the trip",
]

SIZES = [13, 15, 17, 20]
WIDTHS = [120, 200, 320, None]


def cases():
    """All corpus cases: the talk's strings explicitly, then every string in both families."""
    result = []
    for family in (DEJAVU, LIBERATION):
        for width in (284, 184, None):
            result.append((TALK_TITLE, family, 17, 600, width))
            result.append((TALK_SUBTITLE, family, 13, 400, width))
    for index, text in enumerate(STRINGS):
        result.append((text, DEJAVU, SIZES[index % 4], 400, WIDTHS[index % 4]))
        result.append((text, LIBERATION, SIZES[(index + 1) % 4], 700 if index % 3 == 0 else 400,
                       WIDTHS[(index + 2) % 4]))
    # Long words in narrow boxes break between characters.
    result.append(("Pneumonoultramicroscopicsilicovolcanoconiosis", DEJAVU, 17, 400, 100))
    result.append(("Достопримечательности", LIBERATION, 20, 400, 90))
    # Italic faces, explicit line heights and letter spacing.
    result.append((TALK_TITLE, DEJAVU, 17, 400, 184, {"italic": True}))
    result.append((TALK_SUBTITLE, LIBERATION, 13, 700, 200, {"italic": True}))
    result.append((TALK_SUBTITLE, DEJAVU, 13, 400, 184, {"lineHeightMultiple": 1.5}))
    result.append((TALK_SUBTITLE, LIBERATION, 15, 400, 200, {"lineHeight": 24}))
    result.append(("Hello, world", DEJAVU, 15, 400, None, {"letterSpacing": 1}))
    result.append((TALK_TITLE, LIBERATION, 17, 400, 250, {"letterSpacing": 0.5}))
    # Explicit alignments, in both directions.
    result.append((TALK_SUBTITLE, DEJAVU, 13, 400, 184, {"alignment": "justified"}))
    result.append((STRINGS[3], LIBERATION, 15, 400, 250, {"alignment": "justified"}))
    result.append((TALK_SUBTITLE, LIBERATION, 13, 400, 184, {"alignment": "center"}))
    result.append((TALK_TITLE, DEJAVU, 17, 600, 184, {"alignment": "right"}))
    result.append(("בדקו את הרכב לפני הרכישה", DEJAVU, 17, 400, 150, {"alignment": "left"}))
    result.append(("تحقق من السيارة قبل الشراء", DEJAVU, 15, 400, 150, {"alignment": "center"}))
    # CJK (Noto Sans CJK JP) through the pinned fallbacks, after DejaVu Sans. After Liberation
    # Sans, Chromium's line is 1.4 pt taller than Pango's (README: residual differences).
    result.append(("ありがとうございます。本当にありがとう。", DEJAVU, 13, 400, 120))
    result.append(("ありがとうございます。本当にありがとう。", DEJAVU, 17, 400, None))
    result.append(("会議は明日の午前十時から始まります", DEJAVU, 15, 400, 200))
        # Several styled runs in one paragraph: attribute ranges at the right UTF-8 offsets.
    for family, width in ((DEJAVU, 200), (LIBERATION, 170)):
        result.append(with_runs([("360 000 ₽", family, 700, False), (" · Honda Legend IV, 2006, ", family, 400, False),
                                 ("левый руль", family, 400, True)], family, 15, width))
    result.append(with_runs([("Проверьте автомобиль ", DEJAVU, 600, False),
                             ("перед покупкой", LIBERATION, 400, False), (" — ДТП и пробег", DEJAVU, 400, True)],
                            DEJAVU, 17, 220))
    return result


def with_runs(runs, family, size, width):
    """A case made of styled runs (text, family, weight, italic) at one size."""
    text = "".join(run[0] for run in runs)
    return (text, family, size, 400, width,
            {"runs": [{"text": t, "family": f, "weight": w, "italic": i} for t, f, w, i in runs]})
