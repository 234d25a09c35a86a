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

    /// When, said relative to `now` in `zone`: "today 21:04", "yesterday
    /// 18:30", "Sat 3 May" within a week, "3 May" within the year, else
    /// "3 May 2024".
    #[must_use]
    pub fn text(self, now: Stamp, zone: &TimeZone) -> String {
        let (Ok(when), Ok(now)) = (Timestamp::from_second(self.0), Timestamp::from_second(now.0)) else {
            return "some time ago".into();
        };
        let when = when.to_zoned_datetime(zone.clone());
        let now = now.to_zoned_datetime(zone.clone());
        let days = now.date().since(when.date()).map_or(i32::MAX, |span| span.get_days());
        match days {
            0 => format!("today {}", when.strftime("%H:%M")),
            1 => format!("yesterday {}", when.strftime("%H:%M")),
            2..=6 => when.strftime("%a %-d %b").to_string(),
            _ if when.year() == now.year() => when.strftime("%-d %b").to_string(),
            _ => when.strftime("%-d %b %Y").to_string(),
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
}
