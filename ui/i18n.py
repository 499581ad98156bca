"""Every string the app shows, in German (default) and English, and the glossary of Skat terms.

`t(key, lang, **facts)` looks a text up and fills its ``{fields}``. Skat terms stay German in both
languages (Reizwert, Spitzen, Schneider, Schwarz, Grand, Null, Hand, Ouvert, Skat); the glossary
explains them. A test checks that every key has both languages with the same fields.
"""

from __future__ import annotations

from typing import NamedTuple

from coach.explain import LANGS, Lang

LANG_NAMES: dict[Lang, str] = {"de": "Deutsch", "en": "English"}

TEXTS: dict[str, dict[Lang, str]] = {
    # navigation and shell
    "app.tagline": {
        "de": "Die freie Skatschule",
        "en": "The open Skat school",
    },
    "nav.start": {"de": "Start", "en": "Start"},
    "nav.learn": {"de": "Lernen", "en": "Learn"},
    "nav.bid_value": {"de": "Reizwert", "en": "Reizwert (bid value)"},
    "nav.practice": {"de": "Üben", "en": "Practise"},
    "nav.play": {"de": "Spielen", "en": "Play"},
    "nav.notebook": {"de": "Notizbuch", "en": "Notebook"},
    "nav.progress": {"de": "Fortschritt", "en": "Progress"},
    "nav.settings": {"de": "Einstellungen", "en": "Settings"},
    "sidebar.language": {"de": "Sprache", "en": "Language"},
    "sidebar.learner": {"de": "Wer lernt?", "en": "Who is learning?"},
    "sidebar.new_learner": {"de": "Neuer Name", "en": "New name"},
    "sidebar.new_learner_help": {
        "de": "Ohne Passwort: Jeder Name hat sein eigenes Notizbuch und seinen Fortschritt.",
        "en": "No password: each name keeps its own notebook and progress.",
    },
    "sidebar.create": {"de": "Anlegen", "en": "Add"},
    "sidebar.name_empty": {"de": "Bitte einen Namen eingeben.", "en": "Please enter a name."},
    "sidebar.name_long": {
        "de": "Ein Name hat höchstens {limit} Zeichen.",
        "en": "A name has at most {limit} characters.",
    },
    "learner.default": {"de": "Gast", "en": "Guest"},
    "coming.title": {"de": "Kommt bald", "en": "Coming soon"},
    "coming.body": {
        "de": "Dieser Bereich wird gerade gebaut. Bis dahin: Der Reizwert-Rechner und das "
        "Notizbuch sind fertig.",
        "en": "This section is being built. Meanwhile the Reizwert calculator and the notebook "
        "are ready.",
    },
    # start page
    "start.title": {"de": "Willkommen bei Kiebitz", "en": "Welcome to Kiebitz"},
    "start.intro": {
        "de": "Kiebitz bringt dir Skat bei – nach der Internationalen Skatordnung (ISkO), "
        "Schritt für Schritt, auf deinem eigenen Rechner und ohne Internet.",
        "en": "Kiebitz teaches you Skat – by the International Skat Rules (ISkO), step by step, "
        "on your own computer and offline.",
    },
    "start.where": {"de": "Wo fange ich an?", "en": "Where do I begin?"},
    "start.new": {
        "de": "**Neu beim Skat?** Beginne unter *Lernen* mit den Karten und ihren Augen.",
        "en": "**New to Skat?** Start under *Learn* with the cards and their points.",
    },
    "start.bid": {
        "de": "**Du kennst die Regeln?** Unter *Reizwert* siehst du, wie hoch du mit deinem "
        "Blatt reizen kannst.",
        "en": "**You know the rules?** Under *Reizwert* you see how high your hand lets you bid.",
    },
    "start.notebook": {
        "de": "**Merkenswerte Blätter** legst du im *Notizbuch* ab, mit eigener Notiz.",
        "en": "**Hands worth keeping** go into your *Notebook*, with a note of your own.",
    },
    "start.glossary": {"de": "Glossar der Skatbegriffe", "en": "Glossary of Skat terms"},
    "start.glossary_term": {"de": "Begriff", "en": "Term"},
    "start.glossary_meaning": {"de": "Bedeutung", "en": "Meaning"},
    # card picker
    "picker.mode": {"de": "Was hast du auf der Hand?", "en": "What do you hold?"},
    "picker.mode_ten": {"de": "10 Karten, Skat unbekannt", "en": "10 cards, skat unknown"},
    "picker.mode_ten_skat": {"de": "10 Karten und der Skat", "en": "10 cards and the skat"},
    "picker.mode_twelve": {
        "de": "12 Karten (Skat aufgenommen)",
        "en": "12 cards (skat picked up)",
    },
    "picker.target": {"de": "Klick legt die Karte in", "en": "A click puts the card into"},
    "picker.target_hand": {"de": "die Hand", "en": "the hand"},
    "picker.target_skat": {"de": "den Skat", "en": "the skat"},
    "picker.grid": {"de": "Karten anklicken", "en": "Click the cards"},
    "picker.text": {"de": "… oder eintippen", "en": "… or type them"},
    "picker.text_help": {
        "de": "Zum Beispiel `CJ ST H7`, `♣B ♠10 ♥7` oder `Kreuz-Bube, Pik-Zehn`.",
        "en": "For example `CJ ST H7`, `♣J ♠10 ♥7` or `Kreuz-Bube, Pik-Zehn`.",
    },
    "picker.skat_text": {"de": "Skat (2 Karten)", "en": "Skat (2 cards)"},
    "picker.clear": {"de": "Alle Karten zurücklegen", "en": "Put all cards back"},
    "picker.count": {"de": "{count} von {needed} Karten", "en": "{count} of {needed} cards"},
    "picker.hand_now": {"de": "Auf der Hand: {cards}", "en": "In your hand: {cards}"},
    "picker.skat_now": {"de": "Im Skat: {cards}", "en": "In the skat: {cards}"},
    "picker.apply": {"de": "Übernehmen", "en": "Apply"},
    "picker.too_many": {
        "de": "Das sind {count} Karten – es dürfen nur {needed} sein. Nimm {extra} heraus.",
        "en": "That is {count} cards – only {needed} are allowed. Take {extra} out.",
    },
    "picker.bad_card": {
        "de": "Karte {position} „{token}“ kenne ich nicht. Schreib z. B. CJ, ♣B oder Kreuz-Bube.",
        "en": "Card {position} “{token}” is unknown. Write e.g. CJ, ♣J or Kreuz-Bube.",
    },
    "picker.duplicate": {
        "de": "Karte {position} „{token}“ steht doppelt da.",
        "en": "Card {position} “{token}” is given twice.",
    },
    "picker.in_hand": {
        "de": "{card} liegt schon in deiner Hand, nicht im Skat.",
        "en": "{card} is already in your hand, not in the skat.",
    },
    "picker.kept": {
        "de": "Deine Eingabe bleibt stehen – korrigiere sie einfach.",
        "en": "Your input stays as it is – just correct it.",
    },
    # bid value page
    "bid.title": {"de": "Reizwert-Rechner", "en": "Reizwert calculator"},
    "bid.intro": {
        "de": "Gib dein Blatt ein und lies ab, wie hoch du reizen kannst – für jedes Spiel, "
        "aufgenommen und Hand, mit Schneider, Schwarz und Ouvert.",
        "en": "Enter your hand and read how high you can bid – for every game, pickup and hand, "
        "with Schneider, Schwarz and ouvert.",
    },
    "bid.need_cards": {
        "de": "Wähle {needed} Karten aus, dann erscheint die Tabelle.",
        "en": "Choose {needed} cards and the table appears.",
    },
    "bid.summary": {"de": "Höchster Reizwert je Spiel", "en": "Highest bid per game"},
    "bid.full": {"de": "Alle Spiele im Einzelnen", "en": "Every contract in detail"},
    "bid.col_game": {"de": "Spiel", "en": "Game"},
    "bid.col_matadors": {"de": "Spitzen", "en": "Spitzen (matadors)"},
    "bid.col_pickup": {"de": "aufgenommen", "en": "pickup"},
    "bid.col_hand": {"de": "Hand", "en": "Hand"},
    "bid.col_best": {"de": "höchstens", "en": "at most"},
    "bid.col_contract": {"de": "Ansage", "en": "Contract"},
    "bid.col_derivation": {"de": "So rechnest du", "en": "How to count"},
    "bid.col_value": {"de": "Reizwert", "en": "Bid value"},
    "bid.open": {"de": "offen: {options}", "en": "open: {options}"},
    "bid.with": {"de": "mit {count}", "en": "with {count}"},
    "bid.without": {"de": "ohne {count}", "en": "without {count}"},
    "bid.none": {"de": "–", "en": "–"},
    "bid.game": {"de": "Spiel ansehen", "en": "Look at the game"},
    "bid.sorted": {
        "de": "So hältst du die Karten für {game}; Trümpfe sind gold umrandet.",
        "en": "How you hold the cards for {game}; trumps have a gold frame.",
    },
    "bid.sorted_null": {
        "de": "So hältst du die Karten für Null (keine Trümpfe).",
        "en": "How you hold the cards for Null (no trumps).",
    },
    "bid.risk": {"de": "Was der Skat ändern kann", "en": "What the skat can change"},
    "bid.risk_intro": {
        "de": "Du kennst den Skat nicht. Die Werte oben zählen die Spitzen nur auf deinen "
        "10 Karten. Liegt einer dieser Buben oder Trümpfe im Skat, ändert sich der Wert – "
        "reizt du höher als das Spiel dann wert ist, hast du dich überreizt.",
        "en": "You do not know the skat. The values above count the matadors on your 10 cards "
        "only. If one of these jacks or trumps lies in the skat, the value changes – bid more "
        "than the game is then worth and you have overbid.",
    },
    "bid.risk_none": {
        "de": "Keine Karte im Skat kann die Spitzen eines Spiels ändern.",
        "en": "No card in the skat can change the matadors of any game.",
    },
    "bid.ladder": {"de": "Die Reizleiter", "en": "The bidding ladder"},
    "bid.ladder_caption": {
        "de": "Alle Reizwerte von 18 an; markiert sind die Werte, die {game} erreicht.",
        "en": "All bid values from 18 up; marked are the values {game} reaches.",
    },
    "bid.ladder_all": {"de": "Reizwert", "en": "bid value"},
    "bid.ladder_reached": {"de": "erreichbar", "en": "reachable"},
    "bid.save": {"de": "Ins Notizbuch", "en": "Save to notebook"},
    "bid.note": {"de": "Notiz (freiwillig)", "en": "Note (optional)"},
    "bid.saved": {"de": "Im Notizbuch gespeichert.", "en": "Saved to your notebook."},
    "bid.hand_error": {
        "de": "Diese Karten ergeben kein Blatt: {reason}",
        "en": "These cards do not make a hand: {reason}",
    },
    # how high to bid (Reizwert page)
    "advice.title": {"de": "Wie hoch reizen?", "en": "How high to bid?"},
    "advice.seat": {"de": "Du sitzt in", "en": "Your seat"},
    "advice.seat_0": {"de": "Vorhand", "en": "Vorhand (forehand)"},
    "advice.seat_1": {"de": "Mittelhand", "en": "Mittelhand (middlehand)"},
    "advice.seat_2": {"de": "Hinterhand", "en": "Hinterhand (rearhand)"},
    "advice.coach": {"de": "**Der Trainer meint:**", "en": "**The coach says:**"},
    "advice.check": {
        "de": "Mit {worlds} Verteilungen nachrechnen",
        "en": "Check it with {worlds} deals",
    },
    "advice.checking": {"de": "Verteile die übrigen Karten …", "en": "Dealing the other cards …"},
    "advice.checking_n": {
        "de": "{done} von {total} Verteilungen durchgespielt",
        "en": "{done} of {total} deals played out",
    },
    "advice.checked": {
        "de": "**Nachgerechnet:** {worlds} mögliche Verteilungen der übrigen Karten, in jeder "
        "wurde mit offenen Karten zu Ende gespielt ({solves} Rechnungen).",
        "en": "**Checked:** {worlds} possible deals of the other cards, each played to the end "
        "with all cards open ({solves} searches).",
    },
    "advice.col_bid": {"de": "Reizwert", "en": "Bid"},
    "advice.col_game": {"de": "bestes Spiel", "en": "best game"},
    "advice.col_won": {"de": "gewonnen", "en": "won"},
    "advice.col_points": {"de": "Listenpunkte im Mittel", "en": "list points on average"},
    "advice.pickup": {"de": "Skat aufnehmen", "en": "pick up the skat"},
    "advice.discard_title": {"de": "Was drücken, was spielen?", "en": "What to discard and play?"},
    "advice.bid": {"de": "Gereizt bis", "en": "Bid won at"},
    "advice.col_declared": {"de": "Spiel", "en": "game"},
    "advice.col_discard": {"de": "drücken", "en": "discard"},
    "advice.rated": {
        "de": "Bewertet: alle {rated} Möglichkeiten (jedes Spiel mit jedem Paar zum Drücken); "
        "die {played} aussichtsreichsten sind oben durchgespielt.",
        "en": "Rated: all {rated} choices (every game with every pair to discard); the {played} "
        "most promising are played out above.",
    },
    "advice.open_cards": {
        "de": "Gerechnet wird mit offenen Karten: Alle spielen perfekt und kennen jede Karte. "
        "Am echten Tisch ist ein Spiel etwas unsicherer, als die Tabelle zeigt.",
        "en": "The check plays with all cards open: everybody plays perfectly and knows every "
        "card. At a real table a game is a little less certain than the table shows.",
    },
    # notebook
    "notebook.title": {"de": "Notizbuch", "en": "Notebook"},
    "notebook.empty": {
        "de": "Noch leer. Im Reizwert-Rechner legst du Blätter hier ab.",
        "en": "Still empty. Save hands here from the Reizwert calculator.",
    },
    "notebook.count": {"de": "Einträge: {count}", "en": "Entries: {count}"},
    "notebook.saved_at": {"de": "gespeichert am {when}", "en": "saved on {when}"},
    "notebook.skat": {"de": "Skat: {cards}", "en": "Skat: {cards}"},
    "notebook.best": {"de": "Höchste Reizwerte", "en": "Highest bids"},
    "notebook.delete": {"de": "Löschen", "en": "Delete"},
    "notebook.deleted": {"de": "Eintrag gelöscht.", "en": "Entry deleted."},
    "notebook.damaged": {
        "de": "Dieser Eintrag ist beschädigt und kann nicht gezeigt werden ({problem}).",
        "en": "This entry is damaged and cannot be shown ({problem}).",
    },
    "notebook.note": {"de": "Notiz", "en": "Note"},
    "notebook.games": {"de": "Gespeicherte Spiele", "en": "Saved games"},
    "notebook.game_players": {
        "de": "Spieler: {players} · {moves} Züge",
        "en": "Players: {players} · {moves} moves",
    },
    "notebook.game_damaged": {
        "de": "Dieses Spiel lässt sich nicht mehr lesen: {problem}",
        "en": "This game can no longer be read: {problem}",
    },
    # progress and learn placeholders
    "learn.title": {"de": "Lernen", "en": "Learn"},
    "progress.title": {"de": "Fortschritt", "en": "Progress"},
    # learn (the rules course)
    "learn.intro": {
        "de": "Der Kurs führt dich in 13 Lektionen von den Karten bis zur Spielliste. Jede "
        "Lektion erklärt kurz und lässt dich dann üben; die Engine prüft jede Antwort.",
        "en": "The course takes you in 13 lessons from the cards to the score sheet. Each lesson "
        "explains briefly and then lets you practise; the engine checks every answer.",
    },
    "learn.lesson_title": {"de": "Lektion {number}: {title}", "en": "Lesson {number}: {title}"},
    "learn.status_done": {"de": "erledigt", "en": "done"},
    "learn.status_next": {"de": "als Nächstes dran", "en": "up next"},
    "learn.start": {"de": "Beginnen", "en": "Start"},
    "learn.open": {"de": "Öffnen", "en": "Open"},
    "learn.repeat": {"de": "Wiederholen", "en": "Repeat"},
    "learn.course_done": {
        "de": "Du hast alle Lektionen geschafft. Wiederhole, was du auffrischen willst.",
        "en": "You have completed every lesson. Repeat whatever you want to refresh.",
    },
    "learn.back": {"de": "Zur Übersicht", "en": "Back to the lessons"},
    "learn.example": {"de": "Beispiel", "en": "Example"},
    "learn.exercises": {"de": "Übungen", "en": "Exercises"},
    "learn.score": {"de": "{right} von {goal} richtig", "en": "{right} of {goal} right"},
    "learn.pick_one": {"de": "Klicke die richtige Karte an.", "en": "Click the right card."},
    "learn.pick_many": {
        "de": "Wähle alle passenden Karten aus und klicke dann auf Prüfen.",
        "en": "Select every card that fits, then click Check.",
    },
    "learn.check": {"de": "Prüfen", "en": "Check"},
    "learn.with_or_without": {"de": "Mit oder ohne?", "en": "Mit (with) or ohne (without)?"},
    "learn.with": {"de": "mit", "en": "mit (with)"},
    "learn.without": {"de": "ohne", "en": "ohne (without)"},
    "learn.count": {"de": "Wie viele Spitzen?", "en": "How many matadors?"},
    "learn.number": {"de": "Deine Antwort", "en": "Your answer"},
    "learn.yes": {"de": "Ja", "en": "Yes"},
    "learn.no": {"de": "Nein", "en": "No"},
    "learn.next_exercise": {"de": "Nächste Aufgabe", "en": "Next exercise"},
    "learn.lesson_done": {
        "de": "Lektion geschafft! Du kannst weiter üben oder zur nächsten Lektion gehen.",
        "en": "Lesson complete! Keep practising or go on to the next lesson.",
    },
    "learn.next_lesson": {
        "de": "Weiter zu Lektion {number}: {title}",
        "en": "On to lesson {number}: {title}",
    },
    # progress
    "progress.intro": {
        "de": "Hier siehst du, welche Lektionen du geschafft hast und wie deine Übungen liefen.",
        "en": "Here you see which lessons you have completed and how your exercises went.",
    },
    "progress.lessons_done": {"de": "Lektionen geschafft", "en": "Lessons completed"},
    "progress.answers": {"de": "Antworten", "en": "Answers"},
    "progress.right": {"de": "Richtig", "en": "Right"},
    "progress.wrong": {"de": "Falsch", "en": "Wrong"},
    "progress.chart": {"de": "Deine Antworten im Lauf der Zeit", "en": "Your answers over time"},
    "progress.axis_time": {"de": "Zeit", "en": "Time"},
    "progress.by_kind": {"de": "Nach Art der Aufgabe", "en": "By kind of exercise"},
    "progress.axis_count": {"de": "Anzahl (gesamt)", "en": "Count (total)"},
    "progress.col_lesson": {"de": "Lektion", "en": "Lesson"},
    "progress.col_done": {"de": "Geschafft", "en": "Completed"},
    "progress.empty": {
        "de": "Noch keine Übungen beantwortet. Fang unter *Lernen* mit Lektion 1 an!",
        "en": "No exercises answered yet. Start with lesson 1 under *Learn*!",
    },
    "practice.title": {"de": "Üben", "en": "Practise"},
    "play.title": {"de": "Spielen", "en": "Play"},
    # settings
    "settings.title": {"de": "Einstellungen", "en": "Settings"},
    "settings.deck": {"de": "Kartenbild", "en": "Card faces"},
    "settings.deck_french": {
        "de": "Französisch (♣ ♠ ♥ ♦)",
        "en": "French (♣ ♠ ♥ ♦)",
    },
    "settings.deck_german": {
        "de": "Deutsch (Eichel, Grün, Rot, Schellen)",
        "en": "German (Eichel, Grün, Rot, Schellen)",
    },
    "settings.four_color": {
        "de": "Turnierbild mit vier Farben (Pik grün, Karo orange)",
        "en": "Four-colour tournament deck (spades green, diamonds orange)",
    },
    "settings.preview": {"de": "So sehen deine Karten aus:", "en": "Your cards look like this:"},
    "settings.data": {"de": "Deine Daten", "en": "Your data"},
    "settings.db": {
        "de": "Kiebitz speichert alles hier, auf deinem Rechner:",
        "en": "Kiebitz keeps everything here, on your computer:",
    },
    "settings.db_env": {
        "de": "Mit der Umgebungsvariable `KIEBITZ_DB_URL` nutzt Kiebitz eine andere Datenbank, "
        "z. B. PostgreSQL.",
        "en": "Set the environment variable `KIEBITZ_DB_URL` to use another database, "
        "e.g. PostgreSQL.",
    },
    "settings.privacy": {
        "de": "Kiebitz sendet nichts ins Internet: keine Nutzungsstatistik, keine Schriften "
        "oder Bilder aus dem Netz.",
        "en": "Kiebitz sends nothing to the internet: no usage statistics, no fonts or images "
        "from the web.",
    },
    "settings.rules": {
        "de": "Regeln: Internationale Skatordnung (ISkO).",
        "en": "Rules: International Skat Rules (ISkO).",
    },
    # hand scanner (ui/scan_widget.py)
    "scan.mode": {"de": "Karten", "en": "Cards"},
    "scan.mode_type": {"de": "Eingeben", "en": "Enter"},
    "scan.mode_photo": {"de": "Foto", "en": "Photo"},
    "scan.tips_title": {"de": "So gelingt das Foto", "en": "How to take a good photo"},
    "scan.tips": {
        "de": "- Lege die Karten auf einen dunklen, ruhigen Untergrund (Tischdecke, Holz).\n"
        "- Von oben fotografieren; die Ecken mit Wert und Farbe müssen zu sehen sein.\n"
        "- Gefächert in der Hand geht auch, wenn jede linke obere Ecke frei ist.\n"
        "- Gutes Licht, kein Blitz-Spiegeln, scharf stellen.",
        "en": "- Lay the cards on a dark, plain surface (tablecloth, wood).\n"
        "- Shoot from above; the corners with rank and suit must be visible.\n"
        "- A fanned hand works too, as long as every top-left corner shows.\n"
        "- Good light, no flash glare, in focus.",
    },
    "scan.camera": {"de": "Foto aufnehmen", "en": "Take a photo"},
    "scan.upload": {
        "de": "… oder ein Foto hochladen (JPEG, PNG oder HEIC, höchstens {limit} MB)",
        "en": "… or upload a photo (JPEG, PNG or HEIC, at most {limit} MB)",
    },
    "scan.waiting": {
        "de": "Nimm ein Foto deiner Karten auf oder lade eins hoch.",
        "en": "Take a photo of your cards or upload one.",
    },
    "scan.caption": {
        "de": "Erkannte Karten: grün sicher, orange unsicher, rot zu viel",
        "en": "Recognised cards: green sure, orange uncertain, red too many",
    },
    "scan.status": {"de": "{found}/{expected} erkannt", "en": "{found}/{expected} recognised"},
    "scan.uncertain": {"de": "unsicher", "en": "uncertain"},
    "scan.keep": {"de": "{card} stimmt", "en": "{card} is right"},
    "scan.instead": {"de": "Nein: {card}", "en": "No: {card}"},
    "scan.extra": {
        "de": "mehr Karten als erwartet: im Raster abwählen",
        "en": "more cards than expected: untick them in the grid",
    },
    "scan.fix_in_grid": {
        "de": "Eine Karte falsch erkannt? Im Raster unten mit einem Klick ab- und die richtige "
        "anwählen.",
        "en": "A card read wrongly? Untick it in the grid below and tick the right one: one "
        "click each.",
    },
    "scan.nothing_changed": {
        "de": "Deine bisherige Eingabe bleibt unverändert.",
        "en": "What you entered before is left as it was.",
    },
    "scan.confirm_first": {
        "de": "Bitte bestätige oder ersetze zuerst die unsicheren Karten.",
        "en": "Please confirm or replace the uncertain cards first.",
    },
}


class GlossaryEntry(NamedTuple):
    term: str  # the German Skat term, used in both languages
    de: str
    en: str


GLOSSARY: tuple[GlossaryEntry, ...] = (
    GlossaryEntry(
        "Alleinspieler",
        "Wer das Reizen gewinnt und allein gegen die beiden anderen spielt.",
        "The declarer: wins the auction and plays alone against the other two.",
    ),
    GlossaryEntry(
        "Augen",
        "Die Kartenpunkte: Ass 11, Zehn 10, König 4, Dame 3, Bube 2; zusammen 120.",
        "Card points: ace 11, ten 10, king 4, queen 3, jack 2; 120 in all.",
    ),
    GlossaryEntry(
        "Bube",
        "Die vier Buben sind außer im Null die höchsten Trümpfe: Kreuz, Pik, Herz, Karo.",
        "Jack. Outside Null the four jacks are the top trumps: clubs, spades, hearts, diamonds.",
    ),
    GlossaryEntry(
        "Farbspiel",
        "Spiel mit einer Trumpffarbe (Karo 9, Herz 10, Pik 11, Kreuz 12 als Grundwert).",
        "Suit game with a trump suit (base value diamonds 9, hearts 10, spades 11, clubs 12).",
    ),
    GlossaryEntry(
        "Grand",
        "Nur die vier Buben sind Trumpf; Grundwert 24.",
        "Only the four jacks are trumps; base value 24.",
    ),
    GlossaryEntry(
        "Hand",
        "Spielen, ohne den Skat aufzunehmen; zählt eine Stufe mehr.",
        "Playing without picking up the skat; adds one level.",
    ),
    GlossaryEntry(
        "Mittelhand / Hinterhand / Vorhand",
        "Die Sitze: Vorhand spielt zuerst aus, Mittelhand sagt zuerst, Hinterhand zuletzt.",
        "The seats forehand (leads first), middlehand (bids first) and rearhand.",
    ),
    GlossaryEntry(
        "Null",
        "Der Alleinspieler darf keinen Stich bekommen; feste Werte 23, 35, 46, 59.",
        "The declarer must take no trick; fixed values 23, 35, 46, 59.",
    ),
    GlossaryEntry(
        "Ouvert",
        "Offen: Der Alleinspieler legt seine Karten auf den Tisch.",
        "Open: the declarer lays his cards face up.",
    ),
    GlossaryEntry(
        "Reizen / Reizwert",
        "Die Versteigerung vor dem Spiel; gereizt wird mit Spielwerten (18, 20, 22, 23, 24, …).",
        "The auction before the game; bids are game values (18, 20, 22, 23, 24, …).",
    ),
    GlossaryEntry(
        "Schneider",
        "Eine Partei bleibt unter 31 Augen; zählt eine Stufe mehr, angesagt noch eine.",
        "One side stays below 31 points; adds a level, one more when announced.",
    ),
    GlossaryEntry(
        "Schwarz",
        "Eine Partei bekommt keinen Stich; zählt eine Stufe mehr, angesagt noch eine.",
        "One side takes no trick; adds a level, one more when announced.",
    ),
    GlossaryEntry(
        "Skat",
        "Die zwei verdeckten Karten; ihre Augen zählen für den Alleinspieler.",
        "The two face-down cards; their points count for the declarer.",
    ),
    GlossaryEntry(
        "Spitzen (mit / ohne)",
        "Wie viele Trümpfe von oben an lückenlos man hat („mit 2“) oder fehlen („ohne 3“).",
        "How many top trumps in a row one holds (“mit 2”) or lacks (“ohne 3”).",
    ),
    GlossaryEntry(
        "Stich",
        "Je eine Karte jedes Spielers; die höchste nimmt den Stich.",
        "Trick: one card from each player; the highest takes it.",
    ),
    GlossaryEntry(
        "Überreizt",
        "Der Spielwert liegt unter dem Reizgebot: Das Spiel ist verloren.",
        "Overbid: the game's value is below the bid, so the game is lost.",
    ),
)


def t(key: str, lang: Lang = "de", **facts: object) -> str:
    """The text of `key` in `lang` with its fields filled; `KeyError` names a missing key."""
    try:
        template = TEXTS[key][lang]
    except KeyError:
        raise KeyError(f"no {lang} text for {key!r}") from None
    return template.format(**facts) if facts else template


def glossary(lang: Lang) -> list[tuple[str, str]]:
    """(term, explanation) pairs in the learner's language, sorted by term."""
    return sorted((entry.term, entry.de if lang == "de" else entry.en) for entry in GLOSSARY)


__all__ = ["GLOSSARY", "LANGS", "LANG_NAMES", "TEXTS", "Lang", "glossary", "t"]
