language-name = עברית
