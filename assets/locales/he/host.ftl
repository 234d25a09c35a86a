# המילים של `majlis host`: השולחן דרך SSH (המסכים של השחקנים ולוח המארח).

host-majlis = מג'ליס
host-title = מג'ליס · { $game }
host-you-are = את/ה { $name }
host-lobby-welcome = ברוכים הבאים לשולחן, { $name }.
host-lobby-waiting = מחכים שהמארח יתחיל את המשחק.
host-lobby-ended = המארח יכול להתחיל משחק נוסף: חכו כאן.
host-lobby-game = המארח מכין את { $game }.
host-lobby-here = ליד השולחן דרך SSH: { $names }
host-lobby-no-seat = המשחק התחיל בלי מקום בשם { $name }. המארח יכול להושיב אותך בשם הזה במשחק הבא.
host-too-small = החלון שלך { $width }×{ $height }; המשחק צריך לפחות { $min_width }×{ $min_height }. הגדילו אותו.
host-key-leave = לעזוב את השולחן
host-leave-ask = לעזוב את השולחן? המקום שלך מחכה לך. y: לעזוב · כל מקש אחר: להישאר
host-key-leave-now = לעזוב את השולחן מיד
host-key-language = שפה
host-help-lobby-keys = המקשים שלך בזמן ההמתנה
host-left = { $name } עזב/ה את השולחן
host-goodbye = עזבת את השולחן. היכנסו שוב באותו שם כדי לחזור למקום.
host-replaced = נכנסת ממסך אחר: המסך הזה נסגר.
host-name-taken = { $name } כבר ליד השולחן. אם זה אתם והמסך האחר שלכם נותק, היכנסו שוב בעוד כמה שניות.
host-closed = המארח סגר את השולחן.
host-strip = F2 דרך SSH: { $count ->
    [one] שחקן אחד
    [two] שני שחקנים
   *[other] { $count } שחקנים
}
host-panel-title = השולחן דרך SSH
host-panel-join = היכנסו ממסוף אחר, עם השם שלכם במקום NAME:
host-panel-passphrase = סיסמה: { $words }
host-panel-nobody = עוד אף אחד לא נכנס.
host-panel-joined = נכנסו: { $names }
host-panel-playing = { $name } משחק/ת במקום { $seat }
host-panel-away = { $name } עזב/ה את השולחן (מקום { $seat })
host-panel-computer = המחשב משחק במקום { $seat } בשביל { $name }
host-panel-keys = ↑↓ לבחור מקום · c המחשב משחק בו · r חוזר לשחקן · F2 לסגור
host-setup-seat-help = ← → : במקום הזה משחק אדם כאן, אדם שנכנס דרך SSH (בשם הזה) או המחשב. שם עד { $max } עמודות.

# A seat's kind on the setup screen: a person joining by SSH.
host-seat-remote = דרך SSH
