language-name = עברית

# The settings file (config.json) and the language remembered in it.
config-set-aside = לא ניתן היה להשתמש בקובץ ההגדרות ({ $reason }): הוא נשמר בשם { $path }, והשפה נלקחת מהגדרות המחשב.
config-unreadable = לא ניתן היה לקרוא את קובץ ההגדרות { $path }: { $reason }
language-not-remembered = לא ניתן היה לזכור את השפה: { $reason }
