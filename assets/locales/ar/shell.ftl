language-name = العربية
