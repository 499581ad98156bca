"""German and English sentences for every reason the course gives (registered at import)."""

from __future__ import annotations

from coach.explain import Lang, register_texts

TEXTS: dict[str, dict[Lang, str]] = {
    # verdicts and answers
    "right": {"de": "Richtig!", "en": "Right!"},
    "wrong": {"de": "Leider falsch.", "en": "Not quite."},
    "answer_is": {"de": "Die richtige Antwort: {answer}.", "en": "The right answer: {answer}."},
    "answer_yes": {"de": "Die richtige Antwort: ja.", "en": "The right answer: yes."},
    "answer_no": {"de": "Die richtige Antwort: nein.", "en": "The right answer: no."},
    "answer_player": {"de": "Die richtige Antwort: {name}.", "en": "The right answer: {name}."},
    "answer_matadors": {
        "de": "Die richtige Antwort: {spoken_de}.",
        "en": "The right answer: {spoken_en}.",
    },
    # kinds of exercise (progress by skill)
    "kind_trick_winner": {"de": "Wer gewinnt den Stich?", "en": "Who wins the trick?"},
    "kind_legal_cards": {"de": "Was darf ich legen?", "en": "What may I play?"},
    "kind_count_points": {"de": "Augen zählen", "en": "Counting points"},
    "kind_seat_role": {"de": "Sitze", "en": "Seats"},
    "kind_next_bid": {"de": "Reizwerte", "en": "Bid values"},
    "kind_matadors": {"de": "Spitzen", "en": "Matadors"},
    "kind_game_value": {"de": "Spielwert", "en": "Game value"},
    "kind_max_bid": {"de": "Wie hoch reizen?", "en": "How high to bid?"},
    "kind_game_won": {"de": "Gewonnen?", "en": "Won?"},
    "kind_overbid_charge": {"de": "Überreizt", "en": "Overbid"},
    "kind_list_score": {"de": "Einfache Liste", "en": "Simple list"},
    "kind_tournament_score": {"de": "Turnierliste", "en": "Tournament list"},
    # captions
    "show_trick": {"de": "Der Stich (in Spielreihenfolge)", "en": "The trick (in playing order)"},
    "show_trick_so_far": {"de": "Bisher im Stich", "en": "In the trick so far"},
    "show_your_hand": {"de": "Deine Karten", "en": "Your cards"},
    "show_cards": {"de": "Die Karten", "en": "The cards"},
    "show_skat": {"de": "Der Skat", "en": "The skat"},
    "show_declarer_hand": {
        "de": "Die zehn Karten des Alleinspielers",
        "en": "The declarer's ten cards",
    },
    "show_discard": {"de": "Gedrückt", "en": "Discarded"},
    # which card wins
    "q_trick_winner": {
        "de": "Gespielt wird {game}. {led} wurde ausgespielt. Welche Karte gewinnt den Stich?",
        "en": "The game is {game}. {led} was led. Which card wins the trick?",
    },
    "why_null_order": {
        "de": "Im Null gibt es keinen Trumpf; jede Farbe läuft A K D B 10 9 8 7.",
        "en": "Null has no trumps; every suit runs A K Q J 10 9 8 7.",
    },
    "why_trump_led": {
        "de": "{led} ist Trumpf, also zählt nur Trumpf: der höchste Trumpf {card} gewinnt.",
        "en": "{led} is a trump, so only trumps count: the highest trump, {card}, wins.",
    },
    "why_trumped": {
        "de": "{led} verlangt {suit}, aber {card} ist Trumpf und sticht jede {suit}-Karte.",
        "en": "{led} asks for {suit}, but {card} is a trump and beats any card of {suit}.",
    },
    "why_highest_of_suit": {
        "de": "Niemand hat gestochen; {card} ist die höchste {suit}-Karte im Stich.",
        "en": "Nobody trumped; {card} is the highest card of {suit} in the trick.",
    },
    "why_jack_is_trump": {
        "de": "{card} gehört nicht zu {suit}: Buben sind Trumpf.",
        "en": "{card} is not a card of {suit}: jacks are trumps.",
    },
    "why_off_suit_loses": {
        "de": "Weder bedient noch Trumpf, also ohne Chance auf den Stich: {cards}.",
        "en": "Neither following suit nor trump, so without a chance to win: {cards}.",
    },
    "mistake_off_suit": {
        "de": "{card} wurde abgeworfen (nicht {led} bedient, kein Trumpf) und kann nicht gewinnen.",
        "en": "{card} was thrown off (not following {led}, no trump) and cannot win.",
    },
    "mistake_beaten": {
        "de": "{card} bedient oder sticht zwar, wird aber von {winner} geschlagen.",
        "en": "{card} follows or trumps, but {winner} beats it.",
    },
    # which cards may you play
    "q_legal_lead": {
        "de": "Gespielt wird {game}. Du spielst aus. Welche Karten darfst du spielen?",
        "en": "The game is {game}. You lead. Which cards may you play?",
    },
    "q_legal_cards": {
        "de": "Gespielt wird {game}. {led} wurde ausgespielt. Welche Karten darfst du legen?",
        "en": "The game is {game}. {led} was led. Which cards may you play?",
    },
    "why_lead_any": {
        "de": "Wer ausspielt, darf jede Karte wählen.",
        "en": "Whoever leads may choose any card.",
    },
    "why_cannot_follow": {
        "de": "Du kannst {led} nicht bedienen, also darfst du jede Karte legen.",
        "en": "You cannot follow {led}, so you may play any card.",
    },
    "why_follow_trump": {
        "de": "{led} ist Trumpf: du musst Trumpf bedienen ({cards}).",
        "en": "{led} is a trump: you must follow with a trump ({cards}).",
    },
    "why_follow_suit": {
        "de": "{led} verlangt {suit}: du musst mit {cards} bedienen.",
        "en": "{led} asks for {suit}: you must follow with {cards}.",
    },
    "why_jack_not_suit": {
        "de": "{card} zählt nicht als {suit}, er ist Trumpf. Mit ihm bedienst du {suit} nicht.",
        "en": "{card} does not count as {suit}; it is a trump. It does not follow {suit}.",
    },
    "why_null_jack_follows": {
        "de": "Im Null ist {card} eine gewöhnliche {suit}-Karte und bedient {suit}.",
        "en": "In Null, {card} is an ordinary card of {suit} and follows {suit}.",
    },
    "mistake_not_allowed": {
        "de": "Nicht erlaubt wäre: {cards}.",
        "en": "Not allowed would be: {cards}.",
    },
    "mistake_missed": {
        "de": "Erlaubt, aber nicht gewählt: {cards}.",
        "en": "Allowed but not chosen: {cards}.",
    },
    # count the points
    "q_count_points": {
        "de": "Wie viele Augen sind diese {count} Karten wert?",
        "en": "How many card points are these {count} cards worth?",
    },
    "why_points": {
        "de": "Es zählen {cards}: zusammen {points} Augen (Ass 11, Zehn 10, König 4, Dame 3, "
        "Bube 2).",
        "en": "The counting cards are {cards}: {points} points together (ace 11, ten 10, "
        "king 4, queen 3, jack 2).",
    },
    "why_points_none": {
        "de": "Keine dieser Karten zählt: 0 Augen.",
        "en": "None of these cards counts: 0 points.",
    },
    "why_blanks": {
        "de": "{cards}: Sieben, Acht und Neun zählen nichts.",
        "en": "{cards}: sevens, eights and nines count nothing.",
    },
    # seats
    "q_seat_says": {
        "de": "Anna, Ben und Cem sitzen im Uhrzeigersinn. {dealer} gibt. Wer sagt zuerst?",
        "en": "Anna, Ben and Cem sit clockwise. {dealer} deals. Who says (bids) first?",
    },
    "q_seat_hears": {
        "de": "Anna, Ben und Cem sitzen im Uhrzeigersinn. {dealer} gibt. Wer hört zuerst?",
        "en": "Anna, Ben and Cem sit clockwise. {dealer} deals. Who hears (answers) first?",
    },
    "q_seat_says_on": {
        "de": "Anna, Ben und Cem sitzen im Uhrzeigersinn. {dealer} gibt. Wer sagt weiter, "
        "wenn das erste Paar fertig ist?",
        "en": "Anna, Ben and Cem sit clockwise. {dealer} deals. Who goes on bidding once "
        "the first pair is done?",
    },
    "q_seat_leads": {
        "de": "Anna, Ben und Cem sitzen im Uhrzeigersinn. {dealer} gibt. Wer spielt zum "
        "ersten Stich aus?",
        "en": "Anna, Ben and Cem sit clockwise. {dealer} deals. Who leads to the first trick?",
    },
    "why_seats": {
        "de": "{dealer} gibt, also sitzt {forehand} in Vorhand, {middlehand} in Mittelhand "
        "und {rearhand} in Hinterhand.",
        "en": "{dealer} deals, so {forehand} is forehand (Vorhand), {middlehand} middlehand "
        "(Mittelhand) and {rearhand} rearhand (Hinterhand).",
    },
    "why_seat_says": {
        "de": "Mittelhand sagt zuerst: das ist {name}.",
        "en": "Middlehand bids first: that is {name}.",
    },
    "why_seat_hears": {
        "de": "Vorhand hört zuerst: das ist {name}.",
        "en": "Forehand answers first: that is {name}.",
    },
    "why_seat_says_on": {
        "de": "Hinterhand sagt weiter: das ist {name} (am Dreiertisch der Geber).",
        "en": "Rearhand goes on: that is {name} (at a table of three, the dealer).",
    },
    "why_seat_leads": {
        "de": "Vorhand spielt immer zum ersten Stich aus: das ist {name}.",
        "en": "Forehand always leads to the first trick: that is {name}.",
    },
    # bid values
    "q_next_bid": {
        "de": "Zuletzt wurde {current} gesagt. Welcher Reizwert kommt als nächster?",
        "en": "The last bid was {current}. Which bid value comes next?",
    },
    "why_bid_ladder": {
        "de": "Die Reizwerte an dieser Stelle: {ladder}.",
        "en": "The bid values around here: {ladder}.",
    },
    "why_bid_is": {
        "de": "{value} ist ein Spielwert: {game} mit Grundwert {base}, {times} × {base}.",
        "en": "{value} is a game value: {game} with base value {base}, {times} × {base}.",
    },
    "why_bid_is_null": {
        "de": "{value} ist der feste Wert eines Nullspiels.",
        "en": "{value} is the fixed value of a Null game.",
    },
    # matadors
    "q_matadors": {
        "de": "Du spielst {game}. Mit oder ohne wie viele Spitzen (Hand und Skat zusammen)?",
        "en": "You play {game}. With or without how many matadors (hand and skat together)?",
    },
    "why_with": {
        "de": "Du hast {cards} ohne Lücke von oben: mit {count}.",
        "en": "You hold {cards} without a gap from the top: with {count}.",
    },
    "why_with_gap": {
        "de": "{card} fehlt dir, dort endet die Reihe.",
        "en": "You lack {card}; the run ends there.",
    },
    "why_without": {
        "de": "Dir fehlen von oben {cards}: ohne {count}.",
        "en": "From the top you lack {cards}: without {count}.",
    },
    "why_without_top": {
        "de": "{card} ist dein höchster Trumpf, dort endet die Lücke.",
        "en": "{card} is your highest trump; the gap ends there.",
    },
    "why_skat_counts": {
        "de": "Der Skat gehört dem Alleinspieler: {cards} im Skat zählt mit.",
        "en": "The skat belongs to the declarer: {cards} in the skat counts too.",
    },
    "mistake_with_without": {
        "de": "Die Zahl stimmt, aber mit und ohne sind vertauscht: es kommt auf den "
        "Kreuz-Buben an.",
        "en": "The count is right, but with and without are swapped: it depends on the club jack.",
    },
    # game value
    "q_game_value": {
        "de": "Du hast {contract_de} gespielt und gewonnen. Was ist das Spiel wert?",
        "en": "You played {contract_en} and won. What is the game worth?",
    },
    "q_game_value_schneider": {
        "de": "Du hast {contract_de} gespielt und Schneider gewonnen (90 Augen oder mehr). "
        "Was ist das Spiel wert?",
        "en": "You played {contract_en} and won Schneider (90 points or more). What is the "
        "game worth?",
    },
    "q_game_value_schwarz": {
        "de": "Du hast {contract_de} gespielt und alle zehn Stiche gemacht (Schwarz). Was ist "
        "das Spiel wert?",
        "en": "You played {contract_en} and took all ten tricks (Schwarz). What is the game worth?",
    },
    "why_value": {"de": "Rechnung: {spoken_de}.", "en": "Calculation: {spoken_en}."},
    "why_null_fixed": {
        "de": "Null hat feste Werte: 23, Hand 35, Ouvert 46, Ouvert Hand 59.",
        "en": "Null has fixed values: 23, Hand 35, Ouvert 46, Ouvert Hand 59.",
    },
    "mistake_card_points": {
        "de": "Das sind die Augen der Karten. Der Spielwert kommt aus Spitzen, Stufen und "
        "Grundwert.",
        "en": "Those are the card points. The game value comes from matadors, levels and base "
        "value.",
    },
    # how high may you bid
    "q_max_bid": {
        "de": "Mit diesen zehn Karten willst du {contract_de} spielen. Bis wie hoch darfst du "
        "höchstens reizen?",
        "en": "With these ten cards you want to play {contract_en}. How high may you bid at most?",
    },
    "why_skat_unknown": {
        "de": "Den Skat kennst du beim Reizen nicht; ein Bube darin kann die Spitzen ändern.",
        "en": "You do not know the skat while bidding; a jack in it can change the matadors.",
    },
    # played games
    "q_game_won": {
        "de": "Der Alleinspieler hat bis {bid} gereizt und {contract_de} gespielt. Er hat "
        "{points} Augen in {tricks} Stichen. Hat er gewonnen?",
        "en": "The declarer bid up to {bid} and played {contract_en}. He took {points} card "
        "points in {tricks} tricks. Did he win?",
    },
    "q_overbid_charge": {
        "de": "Der Alleinspieler hat bis {bid} gereizt und {contract_de} gespielt ({points} "
        "Augen). Welcher Spielwert wird ihm angerechnet?",
        "en": "The declarer bid up to {bid} and played {contract_en} ({points} card points). "
        "What game value is he charged?",
    },
    "q_list_score": {
        "de": "Der Alleinspieler hat bis {bid} gereizt und {contract_de} gespielt. Er hat "
        "{points} Augen in {tricks} Stichen. Was wird für ihn auf der Liste notiert "
        "(einfache Liste, verlorene Spiele zählen doppelt)?",
        "en": "The declarer bid up to {bid} and played {contract_en}. He took {points} card "
        "points in {tricks} tricks. What goes on the score sheet for him (simple list, lost "
        "games count double)?",
    },
    "why_null_won": {
        "de": "Im Null hat der Alleinspieler keinen Stich bekommen: gewonnen.",
        "en": "In Null the declarer took no trick: won.",
    },
    "why_null_lost": {
        "de": "Im Null darf der Alleinspieler keinen Stich bekommen; er hat {tricks}.",
        "en": "In Null the declarer may not take a trick; he took {tricks}.",
    },
    "why_points_won": {
        "de": "{points} Augen sind mehr als die Hälfte: 61 reichen zum Gewinn.",
        "en": "{points} points are more than half: 61 are enough to win.",
    },
    "why_points_lost": {
        "de": "{points} Augen sind zu wenig: der Alleinspieler braucht mindestens 61.",
        "en": "{points} points are too few: the declarer needs at least 61.",
    },
    "why_schneider_missed": {
        "de": "Schneider war angesagt, aber {points} Augen sind weniger als 90.",
        "en": "Schneider was announced, but {points} points are fewer than 90.",
    },
    "why_schwarz_missed": {
        "de": "Schwarz war angesagt, aber die Gegner haben einen Stich bekommen.",
        "en": "Schwarz was announced, but the defenders took a trick.",
    },
    "why_overbid": {
        "de": "Gereizt war {bid}, das Spiel ist aber nur {value} wert: überreizt, also verloren.",
        "en": "The bid was {bid}, but the game is worth only {value}: overbid, so it is lost.",
    },
    "why_skat_changed": {
        "de": "Der Skat ({cards}) zählt bei den Spitzen mit und hat sie verändert.",
        "en": "The skat ({cards}) counts for the matadors and changed them.",
    },
    "why_overbid_charge": {
        "de": "Angerechnet wird das kleinste Vielfache des Grundwerts {base}, das {bid} "
        "erreicht: {charge}.",
        "en": "Charged is the smallest multiple of the base value {base} that reaches {bid}: "
        "{charge}.",
    },
    "mistake_charge_is_bid": {
        "de": "Nicht das Gebot {bid} wird angerechnet, sondern ein Vielfaches des Grundwerts.",
        "en": "Not the bid {bid} is charged but a multiple of the base value.",
    },
    "why_game_won": {
        "de": "Gewonnen: {value} Punkte, auf der Liste +{score}.",
        "en": "Won: {value} points, on the score sheet +{score}.",
    },
    "why_game_lost": {
        "de": "Verloren: {value} Punkte zählen doppelt, auf der Liste {score}.",
        "en": "Lost: {value} points count double, on the score sheet {score}.",
    },
    "q_tournament_score": {
        "de": "Der Alleinspieler hat bis {bid} gereizt und {contract_de} gespielt. Er hat "
        "{points} Augen in {tricks} Stichen. Was bekommt er auf der Turnierliste "
        "(Seeger-Fabian, drei Spieler)?",
        "en": "The declarer bid up to {bid} and played {contract_en}. He took {points} card "
        "points in {tricks} tricks. What does he get on the tournament list (Seeger-Fabian, "
        "three players)?",
    },
    "why_tournament_won": {
        "de": "Turnierliste: zum Spielwert {score} kommen 50 für das gewonnene Spiel: {total}.",
        "en": "Tournament list: the game value {score} plus 50 for the won game: {total}.",
    },
    "why_tournament_lost": {
        "de": "Turnierliste: {score} und noch einmal 50 ab für das verlorene Spiel: {total}. "
        "Jeder Gegenspieler bekommt {defenders}.",
        "en": "Tournament list: {score} and another 50 off for the lost game: {total}. Each "
        "defender gets {defenders}.",
    },
    "mistake_no_bonus": {
        "de": "Das ist die einfache Liste. Auf der Turnierliste gibt es noch ±50 dazu.",
        "en": "That is the simple list. The tournament list adds ±50 on top.",
    },
    "mistake_not_doubled": {
        "de": "Fast: verlorene Spiele zählen doppelt.",
        "en": "Almost: lost games count double.",
    },
}

register_texts({f"lesson.{code}": by_lang for code, by_lang in TEXTS.items()})
