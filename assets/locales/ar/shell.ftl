language-name = العربية

# The settings file (config.json) and the language remembered in it.
config-set-aside = تعذّر استعمال ملف الإعدادات ({ $reason })، فحُفظ باسم { $path }، واللغة الآن لغة هذا الحاسوب.
config-unreadable = تعذّرت قراءة ملف الإعدادات { $path }: { $reason }
language-not-remembered = تعذّر حفظ اختيار اللغة: { $reason }
