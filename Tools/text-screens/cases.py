"""The text-screens corpus: small screens whose texts are what a real app shows, written once as
data and laid out twice — by Trellis (Tests/TrellisElementsTests/TextScreensChromiumTests.swift builds the
elements from this description) and by headless Chromium (generate.py writes the same tree as
HTML/CSS with the same font files).

A node is one of
  {"text": str, "size": pt, "weight": 100…900, "lineHeight": pt (optional), "family": str (optional,
   the case's family otherwise), "align": "center"|"right" (optional), "style": STYLE}
  {"row": [NODE…], "style": STYLE}      {"column": [NODE…], "style": STYLE}
STYLE keys (all optional): width, height (pt), padding (pt, or [top, right, bottom, left]),
border (pt, every edge), grow (flex-grow), shrink (flex-shrink, default 0 as in Yoga), alignItems ("start"|"center"|"end"|"baseline"|"stretch"),
gap (pt between children).
A case: {"name", "profile": "pinned"|"ios", "family", "width" (viewport, pt), "direction": "ltr"|"rtl",
"root": NODE}. Viewport height is the content's. Kept deterministic: cases are listed in order.
"""

DEJAVU = "DejaVu Sans"
INTER = "Inter"


def text(string, size=17, weight=400, line_height=None, **extra):
    node = {"text": string, "size": size, "weight": weight}
    if line_height is not None:
        node["lineHeight"] = line_height
    node.update(extra)
    return node


def row(*children, **style):
    return {"row": list(children), "style": style}


def column(*children, **style):
    return {"column": list(children), "style": style}


ARABIC = "مرحبا! هل السيارة لا تزال متاحة للبيع؟ أود أن أراها غدا في الصباح إذا كان ذلك ممكنا"
HEBREW = "שלום! האם הרכב עדיין זמין? אשמח לראות אותו מחר בבוקר אם אפשר"
MIXED = "Order #4521 שולם בהצלחה via Apple Pay — תודה רבה"
GERMAN = "Benachrichtigungen für Nachrichten, Erwähnungen und Antworten in Unterhaltungen"
RUSSIAN = "Уведомления о новых сообщениях, упоминаниях и ответах в обсуждениях"
JAPANESE = "ありがとうございます。明日の午前中に車を見に行ってもよろしいでしょうか。"
EMOJI = "Party tonight 🎉 bring snacks 👍 books 📚 and be on time ⏰ please"


def inbox_row(name, message, size=15, line_height=20):
    """An inbox row: avatar, then name over a wrapped message, padded."""
    return row(
        column(width=40, height=40),
        column(text(name, 17, 600, 22), text(message, size, 400, line_height), grow=1, shrink=1, gap=2),
        padding=[10, 16, 10, 16], gap=12, alignItems="start")


def settings_row(label, detail):
    return row(text(label, 17, 400, 22, style={"grow": 1, "shrink": 1}), text(detail, 15, 400, 20),
               padding=[11, 16, 11, 16], gap=8, alignItems="center")


def cases():
    out = []

    def add(name, root, width=375, family=DEJAVU, profile="pinned", direction="ltr"):
        out.append({"name": name, "profile": profile, "family": family, "width": width,
                    "direction": direction, "root": root})

    for family, profile in ((DEJAVU, "pinned"), (INTER, "ios")):
        tag = "ios" if profile == "ios" else "pinned"
        # Padded and bordered text: drawn and wrapped inside its content box.
        add(f"padded-text-{tag}", column(
            text("Padding is laid out and drawn: this sentence wraps at the content width, not the frame's.",
                 17, 400, 22, style={"padding": 16}),
            text("Bordered and padded text wraps inside both.", 15, 400, 20,
                 style={"padding": [6, 12, 10, 20], "border": 2}),
            text("Centered caption under a photo of the car", 13, 400, 18, align="center",
                 style={"padding": [4, 24, 4, 24]}),
            text("Right-aligned price note, 360 000 ₽", 13, 400, 18, align="right", style={"padding": 8}),
            padding=[8, 0, 8, 0]), width=320, family=family, profile=profile)
        # Wrapped right-to-left and mixed paragraphs in a left-to-right inbox.
        add(f"inbox-scripts-{tag}", column(
            inbox_row("Layla", ARABIC), inbox_row("Noa", HEBREW), inbox_row("Shop", MIXED),
            inbox_row("Yuki", JAPANESE), inbox_row("Sam", EMOJI)), family=family, profile=profile)
        # Baseline rows: first baselines, big next to small, two-line text by its first line.
        add(f"baseline-rows-{tag}", column(
            row(text("360 000 ₽", 34, 700, 41), text("12 ₽/km", 12, 400, 16), text("Price", 17, 400, 22),
                alignItems="baseline", gap=8, padding=[8, 16, 8, 16]),
            row(text("Total", 17, 600, 22), text("Two lines of detail\nunder the first baseline", 13, 400, 18),
                text("€ 42", 28, 700, 34, style={"padding": [6, 0, 0, 0]}),
                alignItems="baseline", gap=10, padding=[8, 16, 8, 16]),
            row(text("Bordered", 15, 400, 20, style={"padding": 6, "border": 1}), text("plain", 22, 400, 28),
                alignItems="baseline", gap=6, padding=[8, 16, 8, 16])), family=family, profile=profile)
        # Localised settings: long German/Russian labels beside details.
        add(f"settings-{tag}", column(
            settings_row(GERMAN, "Ein"), settings_row(RUSSIAN, "Вкл."),
            settings_row("الإشعارات للرسائل الجديدة والإشارات", "تشغيل"),
            settings_row("התראות על הודעות חדשות ותגובות", "פועל")), family=family, profile=profile)
        # Emoji and CJK lines at several sizes.
        add(f"emoji-cjk-{tag}", column(
            text(EMOJI, 20, 400, 25), text("🎉👍📚⏰🎉👍📚⏰🎉👍📚⏰🎉👍📚⏰", 17, 400, 22),
            text(JAPANESE, 15, 400, 20), text("ありがとう 🙏 Thanks!", 17, 400, 22),
            padding=12, gap=6), width=300, family=family, profile=profile)
        # A product card: title, strikethrough-free prices, a padded badge, a bordered box.
        add(f"product-card-{tag}", column(
            text("Wireless Noise-Cancelling Headphones with 30-hour battery", 17, 600, 22),
            row(text("$249", 22, 700, 28), text("$349", 15, 400, 20), text("-29%", 13, 600, 18,
                style={"padding": [2, 6, 2, 6], "border": 1}), alignItems="baseline", gap=8),
            text("Free delivery tomorrow. Returns within 30 days, no questions asked.", 13, 400, 18,
                 style={"padding": 10, "border": 1}),
            padding=16, gap=8, border=1), width=280, family=family, profile=profile)
    # A right-to-left screen: rows mirror, every paragraph aligned by its own direction.
    add("inbox-rtl", column(inbox_row("ليلى", ARABIC), inbox_row("נועה", HEBREW), inbox_row("Sam", EMOJI)),
        direction="rtl")
    # Normal line height (no explicit lineHeight): one-line texts, so rounding never accumulates.
    add("normal-line-height", column(
        text("Normal line height", 17), text("Нормальная высота строки", 15, 700),
        text("ارتفاع السطر العادي", 15), row(text("Big", 34), text("small", 13), alignItems="baseline"),
        padding=10, gap=4), width=320)
    return out
