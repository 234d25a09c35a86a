//! When things happened, as a family reads it: "today 21:04", "yesterday
//! 18:30", "Sat 3 May", "3 May 2024", in the computer's own time zone.
//! The one place the front-end reads the clock (saves and the history);
//! the texts take "now" and the zone as arguments so tests are exact.

use std::time::SystemTime;

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// A moment, to the second (seconds since 1970 UTC, as written in the history).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp(pub i64);

impl Stamp {
    /// Now.
    #[must_use]
    pub fn now() -> Stamp {
        Stamp(Timestamp::now().as_second())
    }

    /// A file's time (its last write).
    #[must_use]
    pub fn from_system(time: SystemTime) -> Stamp {
        Timestamp::try_from(time).map_or(Stamp(0), |t| Stamp(t.as_second()))
    }

    /// The zone of this computer (UTC when it cannot be told).
    #[must_use]
    pub fn local_zone() -> TimeZone {
        TimeZone::try_system().unwrap_or(TimeZone::UTC)
    }

    /// When, said relative to `now` in `zone`, in the interface's language:
    /// "today 21:04", "yesterday 18:30", "Sat 3 May" within a week, "3 May"
    /// within the year, else "3 May 2024" (Arabic "السبت 3 أيار", Hebrew
    /// "שבת, 3 במאי"). Times are on the 24-hour clock, in every language.
    #[must_use]
    pub fn text(self, now: Stamp, zone: &TimeZone) -> String {
        let (Ok(when), Ok(now)) = (Timestamp::from_second(self.0), Timestamp::from_second(now.0)) else {
            return crate::t!("table-date-unknown");
        };
        let when = when.to_zoned_datetime(zone.clone());
        let now = now.to_zoned_datetime(zone.clone());
        let days = now.date().since(when.date()).map_or(i32::MAX, |span| span.get_days());
        let time = when.strftime("%H:%M").to_string();
        let day = when.day();
        let month = month_name(when.month());
        match days {
            0 => crate::t!("table-today", time = time),
            1 => crate::t!("table-yesterday", time = time),
            2..=6 => crate::t!(
                "table-date-week",
                weekday = weekday_name(when.weekday()),
                day = day,
                month = month
            ),
            _ if when.year() == now.year() => crate::t!("table-date-year", day = day, month = month),
            // The year in figures as written, never grouped ("2,024").
            _ => crate::t!(
                "table-date-full",
                day = day,
                month = month,
                year = when.year().to_string()
            ),
        }
    }

    /// The date and time in full in this computer's zone: "2025-05-03 21:04".
    #[must_use]
    pub fn long_text(self) -> String {
        Timestamp::from_second(self.0).map_or_else(
            |_| self.0.to_string(),
            |t| {
                t.to_zoned_datetime(Self::local_zone())
                    .strftime("%Y-%m-%d %H:%M")
                    .to_string()
            },
        )
    }
}

/// A month's name in the interface's language (1 is January).
fn month_name(month: i8) -> String {
    match month {
        1 => crate::t!("table-month-1"),
        2 => crate::t!("table-month-2"),
        3 => crate::t!("table-month-3"),
        4 => crate::t!("table-month-4"),
        5 => crate::t!("table-month-5"),
        6 => crate::t!("table-month-6"),
        7 => crate::t!("table-month-7"),
        8 => crate::t!("table-month-8"),
        9 => crate::t!("table-month-9"),
        10 => crate::t!("table-month-10"),
        11 => crate::t!("table-month-11"),
        _ => crate::t!("table-month-12"),
    }
}

/// A weekday's name in the interface's language.
fn weekday_name(day: jiff::civil::Weekday) -> String {
    use jiff::civil::Weekday;
    match day {
        Weekday::Monday => crate::t!("table-weekday-1"),
        Weekday::Tuesday => crate::t!("table-weekday-2"),
        Weekday::Wednesday => crate::t!("table-weekday-3"),
        Weekday::Thursday => crate::t!("table-weekday-4"),
        Weekday::Friday => crate::t!("table-weekday-5"),
        Weekday::Saturday => crate::t!("table-weekday-6"),
        Weekday::Sunday => crate::t!("table-weekday-7"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_read_relative_to_now() {
        // 2025-05-10 12:00 UTC, a Saturday.
        let now = Stamp(1_746_878_400);
        let utc = TimeZone::UTC;
        let hours = |h: i64| Stamp(now.0 - h * 3600);
        assert_eq!(hours(1).text(now, &utc), "today 11:00");
        assert_eq!(hours(20).text(now, &utc), "yesterday 16:00");
        assert_eq!(hours(24 * 3).text(now, &utc), "Wed 7 May");
        assert_eq!(hours(24 * 40).text(now, &utc), "31 Mar");
        assert_eq!(hours(24 * 400).text(now, &utc), "5 Apr 2024");
        // The same moment is "yesterday" two hours west of UTC, after midnight.
        let west = TimeZone::fixed(jiff::tz::offset(-2));
        assert_eq!(Stamp(1_746_838_800).text(now, &west), "yesterday 23:00");
        assert_eq!(Stamp(1_746_838_800).text(now, &utc), "today 01:00");
    }

    /// The same moments as [`moments_read_relative_to_now`], as an Arabic
    /// and a Hebrew family read them (the months the Levant says in
    /// Arabic; Hebrew's "ב" before the month).
    #[test]
    fn moments_read_in_arabic_and_hebrew() {
        use crate::i18n::{Lang, set_lang};
        let now = Stamp(1_746_878_400);
        let utc = TimeZone::UTC;
        let hours = |h: i64| Stamp(now.0 - h * 3600);
        set_lang(Lang::Ar);
        assert_eq!(hours(1).text(now, &utc), "اليوم 11:00");
        assert_eq!(hours(20).text(now, &utc), "أمس 16:00");
        assert_eq!(hours(24 * 3).text(now, &utc), "الأربعاء 7 أيار");
        assert_eq!(hours(24 * 40).text(now, &utc), "31 آذار");
        assert_eq!(hours(24 * 400).text(now, &utc), "5 نيسان 2024");
        assert_eq!(hours(24 * 110).text(now, &utc), "20 كانون الثاني");
        set_lang(Lang::He);
        assert_eq!(hours(1).text(now, &utc), "היום 11:00");
        assert_eq!(hours(20).text(now, &utc), "אתמול 16:00");
        assert_eq!(hours(24 * 3).text(now, &utc), "יום ד׳, 7 במאי");
        assert_eq!(hours(24 * 40).text(now, &utc), "31 במרץ");
        assert_eq!(hours(24 * 400).text(now, &utc), "5 באפריל 2024");
        assert_eq!(hours(24 * 7).text(now, &utc), "3 במאי", "a week ago: the date");
        set_lang(Lang::Pseudo);
        assert_eq!(hours(24 * 3).text(now, &utc), "[[Weed] 7 [Maay]]");
        set_lang(Lang::En);
    }
}
