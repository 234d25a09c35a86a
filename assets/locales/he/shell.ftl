# The shell's words: picker, setup, results, overlays, key bar (he).
# Ids have no prefix; a game's own words are in its <game id>.ftl.

# The interface language's own name, as the picker offers it.
language-name = עברית

# The settings file (config.json) and the language remembered in it.
config-set-aside = לא ניתן היה להשתמש בקובץ ההגדרות ({ $reason }): הוא נשמר בשם { $path }, והשפה נלקחת מהגדרות המחשב.
config-unreadable = לא ניתן היה לקרוא את קובץ ההגדרות { $path }: { $reason }
language-not-remembered = לא ניתן היה לזכור את השפה: { $reason }
## Lists and names (chrome)

list-separator = {", "}
names-versus = { $a } נגד { $b }
names-and = { $list } ו-{ $last }
leader-one = { $name } בהובלה
leaders-many = { $list } ו-{ $last } בהובלה
players-count = { $count ->
    [one] שחקן אחד
    [two] שני שחקנים
   *[other] { $count } שחקנים
}
players-range = { $min }–{ $max } שחקנים
players-choice = { $list } או { $last } שחקנים

## An on/off option's values

option-on = כן
option-off = לא

## The picker

picker-tab-games = משחקים
picker-tab-results = תוצאות
picker-counts = { $games ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $games } משחקים
} · שמורים: { $saved } · גמורים: { $finished }
picker-saved-games = משחקים שמורים
picker-new-game = משחק חדש
picker-last-games = המשחקים האחרונים
picker-players-table = שחקנים: שיחקו / ניצחו
picker-reading = { $count ->
    [one] קוראים רישום של משחק שהסתיים…
   *[other] קוראים רישומים של { $count } משחקים שהסתיימו…
}
picker-none-finished = עוד לא הסתיים אף משחק ליד השולחן הזה.
picker-continue = המשך: { $game }
picker-open-elsewhere = פתוח בחלון אחר
picker-saved-name = { $game }, { $names }
picker-saved-name-progress = { $game }, { $names } ({ $progress })
picker-notice-more = { $count ->
    [one] …ועוד הערה אחת: ? מציג את כולן.
   *[other] …ועוד { $count } הערות: ? מציג את כולן.
}
picker-notice-summary = { $count ->
    [one] ⚠ הערה על המשחקים השמורים: ? מציג אותה.
   *[other] ⚠ { $count } הערות על המשחקים השמורים והתוצאות: ? מציג את כולן.
}

## Keys: what a key does, in the key bar and the help

key-choose = בחירה
key-next-previous = הבא / הקודם
key-step-back = צעד אחורה
key-roll = הטלה
key-up = למעלה
key-down = למטה
key-open = פתיחה
key-pages = עמוד משחקים / תוצאות
key-delete-saved = מחיקת המשחק השמור שנבחר (אחרי שאלה)
key-delete-save = מחיקת שמירה
key-first-entry = הפריט הראשון
key-last-entry = הפריט האחרון
key-rules-selected = החוקים של המשחק שנבחר
key-rules = חוקים
key-help = עזרה
key-quit = יציאה
key-previous-field = השדה הקודם
key-next-field = השדה הבא
key-field = שדה
key-previous-value = הערך הקודם
key-next-value = הערך הבא
key-change = שינוי
key-next-press = הבא / לחיצה
key-help-rules = עזרה וחוקים
key-back = חזרה
key-leave = עזיבה
key-previous-button = הכפתור הקודם
key-next-button = הכפתור הבא
key-press = לחיצה
key-play-again = עוד משחק
key-picker = לרשימה
key-results-up = גלילת התוצאות למעלה
key-results-down = גלילת התוצאות למטה
key-more = עוד
key-a-page-up = עמוד למעלה
key-a-page-down = עמוד למטה
key-scroll-up = גלילה למעלה
key-scroll-down = גלילה למטה
key-scroll = גלילה
key-page-up = עמוד למעלה
key-page-down = עמוד למטה
key-page = עמוד
key-top = התחלה
key-bottom = סוף
key-close = סגירה
key-delete = מחיקה
key-keep-it = להשאיר
key-move-back = מהלך אחורה
key-move-forward = מהלך קדימה
key-step = מהלך
key-start = התחלה
key-end = סוף
key-back-to-results = חזרה לתוצאות
key-to-picker = לרשימה
key-quit-majlis = יציאה ממג'ליס
key-keep-playing = להמשיך לשחק
key-continue = המשך
key-new-game = משחק חדש
key-replay = הצגה חוזרת
key-human-computer = אדם/מחשב
key-button = כפתור
key-start-game = התחלה
key-next = הבא

## The setup screen

setup-title = משחק חדש: { $game }
setup-start = התחלה
setup-back = חזרה
setup-players = שחקנים
setup-player = שחקן { $seat }
setup-too-small = ⚠ { $game } עם { $count } שחקנים צריך חלון של { $need_columns }×{ $need_rows }; החלון הזה { $columns }×{ $rows }. הגדילו אותו לפני שמתחילים.
setup-too-small-fewer = ⚠ { $game } עם { $count } שחקנים צריך חלון של { $need_columns }×{ $need_rows }; החלון הזה { $columns }×{ $rows }. הגדילו אותו, או בחרו פחות שחקנים.
setup-name-full = השם של שחקן { $seat } מלא: שם הוא עד { $max } משבצות (אות תופסת אחת, אמוג'י שתיים).
setup-name-help-computers = ← → : אדם או מחשב (קל, בינוני, קשה) משחק במקום הזה. שם הוא עד { $max } משבצות.
setup-name-help = שם הוא עד { $max } משבצות: אות בכל כתב תופסת אחת, אמוג'י שתיים.
setup-option-range = { $help } מ-{ $min } עד { $last }.

## The results screen

results-play-again = עוד משחק
results-to-picker = חזרה לרשימה
results-title = { $game } — תוצאות
results-title-short = תוצאות
results-winner = ניצחון
results-more-below = ↓ עוד: ↑↓
results-more-above = ↑ עוד למעלה: ↑↓
results-computer-level = { $name } ({ $level })
results-computers = המחשב שיחק את: { $list }

## A replay (on the game's message line)

replay-note = הצגה חוזרת, מהלך { $shown } מתוך { $moves }. ←/→ מהלך, Home/End, Esc חזרה לתוצאות.
replay-note-start = הצגה חוזרת, מהלך 0 מתוך { $moves } (לפני שמישהו שיחק). ←/→ מהלך, Home/End, Esc חזרה לתוצאות.
replay-note-end = הצגה חוזרת, מהלך { $shown } מתוך { $moves }: הסוף. ←/→ מהלך, Home/End, Esc חזרה לתוצאות.

## Deleting a saved game

delete-title = למחוק את המשחק השמור?
delete-delete = מחיקה
delete-keep = להשאיר
delete-which = { $game }.
delete-for-good = אי אפשר לבטל מחיקה.

## Leaving a game

leave-title = לעזוב את המשחק?
leave-drops = ⚠ { $what }: עזיבה מבטלת אותו.
leave-will-save = המשחק יישמר (כל מהלך שאושר נשמר). בחרו בו ברשימה כדי להמשיך.
leave-not-saved = ⚠ המשחק לא שמור: השמירה האחרונה נכשלה.
leave-tries-again = העזיבה תנסה לשמור שוב; אם גם זה ייכשל, נשאל שוב.
leave-keys = p: שמירה, לרשימה · q: שמירה ויציאה · Esc: להמשיך לשחק
leave-save-failed = לא הצלחנו לשמור את המשחק:
leave-loses-moves = עזיבה עכשיו מאבדת את המהלכים מאז השמירה האחרונה. המשיכו לשחק כדי לנסות שוב במהלך הבא.
leave-save-to-picker = שמירה, לרשימה
leave-save-quit = שמירה ויציאה
leave-unsaved-to-picker = לעזוב בלי לשמור
leave-unsaved-quit = לצאת בלי לשמור
leave-keep-playing = להמשיך לשחק

## The pass-the-device curtain

curtain-pass-to = העבירו את המכשיר אל
curtain-when-only = כשרק { $name } רואה את המסך:
curtain-press-a-key = עכשיו לחצו על מקש.
curtain-a-moment = רגע, בבקשה…

## The terminal too small

too-small-title = החלון קטן מדי.
too-small-needs = מג'ליס צריך כאן { $need_columns }×{ $need_rows }; החלון הזה { $columns }×{ $rows }.
too-small-enlarge = הגדילו את החלון כדי להמשיך.
too-small-quit-saving = q שומר את המשחק ויוצא.
too-small-quit = q ליציאה.

## The help overlay

help-title = עזרה
help-title-rules = חוקים
help-notes = על המשחקים השמורים והתוצאות
help-house-rules = חוקי הבית בשולחן הזה
help-option-label = { $label }:
help-position = { $first }–{ $last } מתוך { $total }
help-picker-keys = מקשי הרשימה
help-setup-keys = מקשי ההכנה
help-results-keys = מקשי התוצאות
help-replay-keys = מקשי ההצגה החוזרת
help-table-keys = מקשי השולחן
help-game-keys = המקשים של { $game }
help-key-letters = אותיות
help-letters = הקלדת השם של השחקן שנבחר
help-erase = מחיקת אות
help-key-on-player = ←/→ על שחקן
help-seat-kind = אדם, או מחשב (קל, בינוני, קשה), משחק במקום

## The title bar

title-majlis = מג'ליס · مجلس
title-majlis-short = מג'ליס
title-tagline = שולחן משחקים משפחתי
title-new-game = — משחק חדש
title-results = — תוצאות
title-replay = — הצגה חוזרת, מהלך { $shown } מתוך { $total }

## The key bar

bar-key-wait = המתינו
bar-a-moment = רגע
bar-key-any = כל מקש
bar-takes-the-device = המכשיר עובר אל { $name }
bar-not-saved-because = ⚠ לא נשמר ({ $short }): q מסביר מה לעשות
bar-not-saved = ⚠ לא נשמר: q מסביר מה לעשות

## Notices (under the picker's list, in the help, on the results)

notice-open-elsewhere = המשחק הזה פתוח בחלון אחר של מג'ליס: שחקו בו שם, או עזבו אותו שם קודם. (חלון שקרס משחרר אותו מעצמו.)
notice-open-elsewhere-delete = המשחק הזה פתוח בחלון אחר של מג'ליס: אפשר למחוק אותו אחרי שהחלון ההוא יעזוב אותו.
notice-not-deleted = לא הצלחנו למחוק את המשחק השמור: { $error }
notice-no-longer-on-shelf = המשחק הזה כבר לא ברשימה: הוא הסתיים או נמחק בחלון אחר.
notice-could-not-start = לא הצלחנו להתחיל את המשחק: { $error }
notice-not-kept = לא הצלחנו לשמור את המשחק שהסתיים בהיסטוריה: { $error }
notice-save-not-removed = לא הצלחנו למחוק את השמירה של המשחק שהסתיים: { $error }
notice-record-refused = לא הצלחנו להציג שוב רישום של משחק שהסתיים: { $problem }. הקובץ נשמר בשם { $file }.

## A saved game or record its game cannot open (said in a notice)

registry-not-a-save = זו לא שמירה של { $game }: { $error }
registry-names-count = השמירה היא של { $players } שחקנים אבל יש בה { $names } שמות
registry-seats-count = השמירה היא של { $players } שחקנים אבל יש בה { $seats } מקומות
registry-players = ב{ $game } משחקים { $players }, לא { $count }

# The picker's key that changes the interface language.
key-language = החלפת שפה (English, العربية, עברית)
