//! The terminal: a guard that sets up raw mode, the alternate screen and mouse
//! capture (and, on terminals that reorder right-to-left text themselves,
//! their explicit bidi mode) and restores all of it when dropped (on return,
//! on error and, through the panic hook, on panic), and the main loop, which
//! also ends cleanly on SIGTERM, saving the game first.

use std::io::{self, IsTerminal, Stdout, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::clipboard::CopyToClipboard;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};

use crate::app::App;

/// Whether the terminal is in Majlis's modes. Restoring twice would do harm: leaving
/// the alternate screen again moves the cursor back over whatever was printed
/// since (the panic message, the shell's prompt).
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Whether the terminal was switched to explicit bidi mode, and must be
/// switched back to implicit when Majlis leaves.
static BIDI_EXPLICIT: AtomicBool = AtomicBool::new(false);

/// Explicit bidi mode, left to right (the terminal-wg BiDi recommendation:
/// ECMA-48's BDSM reset, `CSI 8 l`, then SCP left to right, `CSI 1 SP k`):
/// the terminal shows cells as they are given, which Majlis has already put
/// in visual order.
pub const BIDI_EXPLICIT_MODE: &str = "\x1b[8l\x1b[1 k";

/// Back to the terminal's own bidi (implicit mode, `CSI 8 h`, and its
/// default direction, `CSI 0 SP k`), as the recommendation asks of an
/// application that leaves.
pub const BIDI_IMPLICIT_MODE: &str = "\x1b[8h\x1b[0 k";

/// The terminal that reorders right-to-left text itself, as its environment
/// says (`VTE_VERSION`: GNOME Terminal, Tilix, Terminator and the other
/// VTE-based ones; `KONSOLE_VERSION`: Konsole; `MLTERM`: mlterm), if any.
/// On those, Majlis's reordering would be reordered again, unless they are
/// switched to explicit mode.
#[must_use]
pub fn reordering_terminal(env: &dyn Fn(&str) -> Option<String>) -> Option<&'static str> {
    [
        ("VTE_VERSION", "VTE"),
        ("KONSOLE_VERSION", "Konsole"),
        ("MLTERM", "mlterm"),
    ]
    .into_iter()
    .find(|(var, _)| env(var).is_some_and(|v| !v.is_empty()))
    .map(|(_, name)| name)
}

/// Owns the terminal's special modes for as long as it lives.
pub struct TerminalGuard {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl TerminalGuard {
    /// Enters raw mode, the alternate screen and mouse capture, after installing the
    /// panic hook that undoes them.
    ///
    /// # Errors
    /// When the terminal refuses (not a terminal, …); whatever was set up is undone.
    pub fn enter() -> io::Result<Self> {
        TerminalGuard::enter_with(false)
    }

    /// As [`TerminalGuard::enter`], switching the terminal to explicit bidi
    /// mode as well when `explicit_bidi` ([`BIDI_EXPLICIT_MODE`]; back to
    /// implicit on every way out).
    ///
    /// # Errors
    /// As [`TerminalGuard::enter`].
    pub fn enter_with(explicit_bidi: bool) -> io::Result<Self> {
        // Refused before anything is written: escape codes in a file or a pipe
        // help nobody, and the picker cannot be driven from one.
        if !io::stdout().is_terminal() {
            return Err(io::Error::other("standard output is not a terminal"));
        }
        install_panic_hook();
        enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let set_up = enter_modes(&mut io::stdout(), explicit_bidi, &BIDI_EXPLICIT)
            .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())));
        match set_up {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(error) => {
                restore();
                Err(error)
            }
        }
    }

    /// The ratatui terminal.
    pub fn terminal(&mut self) -> &mut Terminal<CrosstermBackend<Stdout>> {
        &mut self.terminal
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Puts the terminal back as it was, once: later calls do nothing. Errors are
/// ignored because there is nothing better to do while leaving.
pub fn restore() {
    if !ACTIVE.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = disable_raw_mode();
    leave_modes(&mut io::stdout(), &BIDI_EXPLICIT);
}

/// Writes the modes Majlis draws in: the alternate screen, mouse capture,
/// and explicit bidi when asked (noted in `explicit`, for [`leave_modes`]).
fn enter_modes(out: &mut impl Write, explicit_bidi: bool, explicit: &AtomicBool) -> io::Result<()> {
    execute!(out, EnterAlternateScreen, EnableMouseCapture)?;
    if explicit_bidi {
        explicit.store(true, Ordering::SeqCst);
        out.write_all(BIDI_EXPLICIT_MODE.as_bytes())?;
        out.flush()?;
    }
    Ok(())
}

/// Writes what undoes [`enter_modes`]: the terminal's own bidi back (once,
/// if it was switched), mouse capture off, the main screen, the cursor.
fn leave_modes(out: &mut impl Write, explicit: &AtomicBool) {
    if explicit.swap(false, Ordering::SeqCst) {
        let _ = out.write_all(BIDI_IMPLICIT_MODE.as_bytes());
    }
    let _ = execute!(
        out,
        DisableMouseCapture,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
}

/// Restores the terminal before the panic message is printed, so it is readable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Draws and handles events until the family quits.
///
/// # Errors
/// When the terminal cannot be set up, read or drawn to, or SIGTERM ends the
/// loop. The game on screen is saved first, so it waits under "Continue", and
/// the terminal is restored.
pub fn main_loop(app: &mut App) -> anyhow::Result<()> {
    main_loop_with(app, false, &mut NoHook)
}

/// Something that runs beside the app on the main loop's thread (`majlis
/// host`: the players at their own screens): it sees every event first,
/// turns at every tick, and draws over the app's frame.
pub trait Hook {
    /// A turn of the loop; `changed` says the app's screen changed. Returns
    /// whether the terminal must be drawn again.
    fn turn(&mut self, app: &mut App, changed: bool) -> bool;
    /// An event, before the app: returns whether the hook took it.
    fn event(&mut self, app: &mut App, event: &event::Event) -> bool;
    /// Draws over the app's frame.
    fn draw(&self, app: &App, frame: &mut ratatui::Frame);
    /// How long the loop may wait for an event at most.
    fn tick(&self) -> std::time::Duration;
}

/// No hook: the table at this device alone.
pub struct NoHook;

impl Hook for NoHook {
    fn turn(&mut self, _app: &mut App, _changed: bool) -> bool {
        false
    }
    fn event(&mut self, _app: &mut App, _event: &event::Event) -> bool {
        false
    }
    fn draw(&self, _app: &App, _frame: &mut ratatui::Frame) {}
    fn tick(&self) -> std::time::Duration {
        TICK
    }
}

/// [`main_loop`] with a [`Hook`] beside the app, and the terminal in
/// explicit bidi mode while it runs when `explicit_bidi` (see
/// [`reordering_terminal`]).
///
/// # Errors
/// As [`main_loop`].
pub fn main_loop_with(app: &mut App, explicit_bidi: bool, hook: &mut dyn Hook) -> anyhow::Result<()> {
    let mut guard = TerminalGuard::enter_with(explicit_bidi).map_err(setup_error)?;
    let signals = signals::Watch::start();
    let result = run_events(app, &mut guard, &signals, hook);
    finish(app, result)
}

/// Why the terminal could not be set up, in words that say what to do.
fn setup_error(error: io::Error) -> anyhow::Error {
    anyhow::Error::new(error)
        .context("the game table needs an interactive terminal (for scripts, use `majlis engine` or `majlis sim`)")
}

/// Why the event loop ended before the family quit.
#[derive(Debug)]
enum Stopped {
    /// Reading or drawing failed (the terminal went away, …).
    Terminal(io::Error),
    /// SIGTERM.
    Signal,
}

/// How long to wait for an event before looking at the signals again.
const TICK: std::time::Duration = std::time::Duration::from_millis(200);
/// The same while a computer player thinks or its move is shown.
const BUSY_TICK: std::time::Duration = std::time::Duration::from_millis(25);

fn run_events(
    app: &mut App,
    guard: &mut TerminalGuard,
    signals: &signals::Watch,
    hook: &mut dyn Hook,
) -> Result<(), Stopped> {
    let size = guard.terminal().size().map_err(Stopped::Terminal)?;
    app.handle(&event::Event::Resize(size.width, size.height));
    let colours_off = crate::nocolor::colours_off();
    while !app.should_quit() {
        guard
            .terminal()
            .draw(|frame| {
                app.draw(frame);
                hook.draw(app, frame);
                if colours_off {
                    crate::nocolor::strip_colours(frame.buffer_mut());
                }
            })
            .map_err(Stopped::Terminal)?;
        // Polling, not a blocking read, so a signal is seen within a tick,
        // and computer players move on (quickly while one plays).
        let mut redraw = false;
        while !redraw {
            let tick = if app.busy() { BUSY_TICK } else { TICK }.min(hook.tick());
            if event::poll(tick).map_err(Stopped::Terminal)? {
                break;
            }
            if signals.raised() {
                return Err(Stopped::Signal);
            }
            redraw = app.tick();
            redraw |= hook.turn(app, redraw);
        }
        if redraw {
            continue;
        }
        let read = event::read().map_err(Stopped::Terminal)?;
        if !hook.event(app, &read) {
            app.handle(&read);
        }
        app.tick();
        hook.turn(app, true);
        if let Some(text) = app.take_copy() {
            // OSC 52 puts the text on the system clipboard in terminals that
            // allow it (kitty, iTerm2, Windows Terminal, WezTerm, foot, xterm
            // when enabled, tmux with `set-clipboard on`); others ignore it, and
            // the text is on screen anyway.
            execute!(io::stdout(), CopyToClipboard::to_clipboard_from(text)).map_err(Stopped::Terminal)?;
        }
    }
    Ok(())
}

/// When the event loop stopped early, saves the game on screen, then returns
/// the error, saying whether the game was kept.
fn finish(app: &mut App, result: Result<(), Stopped>) -> anyhow::Result<()> {
    let reason = match result {
        Ok(()) => return Ok(()),
        Err(Stopped::Terminal(error)) => format!("the terminal failed ({error})"),
        Err(Stopped::Signal) => "Majlis was told to stop (SIGTERM)".to_owned(),
    };
    match app.save_game() {
        Ok(true) => anyhow::bail!("{reason}; the game is saved: choose Continue in the picker"),
        Ok(false) => anyhow::bail!("{reason}"),
        Err(save) => anyhow::bail!("{reason}, and the game could not be saved: {save}"),
    }
}

/// SIGTERM raises a flag instead of killing Majlis at once, so the loop can save
/// the game and restore the terminal (raw mode and mouse capture would otherwise
/// outlive the process in a terminal that is still open).
///
/// SIGHUP (the window closed) keeps its default and ends Majlis at once, on
/// purpose: the terminal is gone, so there is nothing to restore, and every
/// action is already autosaved. Caught, it would leave Majlis spinning, because
/// crossterm's reader loops forever on the hung-up terminal's end of file
/// (seen in tmux: `kill-session` left the process at 80% CPU).
#[cfg(unix)]
mod signals {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    use signal_hook::consts::SIGTERM;

    /// The signals being watched, for as long as this lives.
    pub struct Watch {
        flag: Arc<AtomicBool>,
        ids: Vec<signal_hook::SigId>,
    }

    impl Watch {
        /// Starts watching. A signal that cannot be watched keeps its default.
        pub fn start() -> Self {
            let flag = Arc::new(AtomicBool::new(false));
            let ids = signal_hook::flag::register(SIGTERM, Arc::clone(&flag))
                .into_iter()
                .collect();
            Watch { flag, ids }
        }

        /// Whether a watched signal has arrived.
        pub fn raised(&self) -> bool {
            self.flag.load(Ordering::SeqCst)
        }
    }

    impl Drop for Watch {
        fn drop(&mut self) {
            for id in self.ids.drain(..) {
                signal_hook::low_level::unregister(id);
            }
        }
    }
}

/// Elsewhere there are no such signals to watch.
#[cfg(not(unix))]
mod signals {
    /// Nothing is watched.
    pub struct Watch;

    impl Watch {
        /// Nothing to start.
        pub fn start() -> Self {
            Watch
        }

        /// Never.
        pub fn raised(&self) -> bool {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::App;
    use crate::save::SaveStore;

    /// A folder for the test's saves, removed when it ends.
    fn scratch(name: &str) -> crate::test_support::Scratch {
        crate::test_support::scratch(&format!("terminal-test-{name}"))
    }

    fn playing_app(dir: &std::path::Path) -> App {
        let mut app = App::new(crate::games::SCREENS, SaveStore::at(dir), Box::new(|| 7), (120, 40));
        app.play(
            "shesh-besh",
            7,
            serde_json::Value::Null,
            2,
            vec!["Amal".into(), "Dov".into()],
        )
        .expect("a game");
        app
    }

    #[test]
    fn a_terminal_error_saves_the_game_before_it_is_returned() {
        let dir = scratch("read-error");
        let mut app = playing_app(&dir);
        let gone = io::Error::new(io::ErrorKind::BrokenPipe, "the terminal is gone");
        let error = finish(&mut app, Err(Stopped::Terminal(gone))).expect_err("the error is passed on");
        let text = format!("{error:#}");
        assert!(
            text.contains("the terminal is gone") && text.contains("the game is saved"),
            "{text}"
        );
        let shelf = SaveStore::at(&*dir).list(|id| id == "shesh-besh");
        let names: Vec<&[String]> = shelf.games.iter().map(|g| g.save.names.as_slice()).collect();
        assert_eq!(
            names,
            vec![["Amal".to_owned(), "Dov".to_owned()].as_slice()],
            "{shelf:?}"
        );
    }

    #[test]
    fn a_signal_saves_the_game_and_says_so() {
        let dir = scratch("signal");
        let mut app = playing_app(&dir);
        let error = finish(&mut app, Err(Stopped::Signal)).expect_err("stopped");
        assert!(format!("{error:#}").contains("told to stop"), "{error:#}");
        assert_eq!(SaveStore::at(&*dir).list(|id| id == "shesh-besh").games.len(), 1);
    }

    #[test]
    fn a_terminal_error_with_a_failing_save_names_both() {
        let dir = scratch("read-error-blocked");
        std::fs::create_dir_all(&dir).expect("dir");
        std::fs::write(dir.join("file"), "not a directory").expect("plant");
        let mut app = playing_app(&dir.join("file"));
        let gone = io::Error::new(io::ErrorKind::BrokenPipe, "the terminal is gone");
        let error = finish(&mut app, Err(Stopped::Terminal(gone))).expect_err("the error is passed on");
        let text = format!("{error:#}");
        assert!(
            text.contains("the terminal is gone") && text.contains("could not be saved"),
            "{text}"
        );
    }

    #[test]
    fn a_terminal_error_off_a_game_says_nothing_of_saving() {
        let dir = scratch("read-error-picker");
        let mut app = App::new(crate::games::SCREENS, SaveStore::at(&*dir), Box::new(|| 7), (120, 40));
        let gone = io::Error::new(io::ErrorKind::BrokenPipe, "the terminal is gone");
        let error = finish(&mut app, Err(Stopped::Terminal(gone))).expect_err("the error is passed on");
        assert!(!format!("{error:#}").contains("saved"), "{error:#}");
        assert!(!dir.join("autosave.json").exists());
    }

    #[cfg(unix)]
    #[test]
    fn sigterm_raises_the_flag_instead_of_killing() {
        let watch = signals::Watch::start();
        assert!(!watch.raised());
        signal_hook::low_level::raise(signal_hook::consts::SIGTERM).expect("raise");
        assert!(watch.raised(), "the test process is still here and saw it");
    }

    #[test]
    fn a_terminal_that_cannot_be_set_up_is_explained() {
        let error = setup_error(io::Error::other("standard output is not a terminal"));
        let text = format!("{error:#}");
        assert!(
            text.starts_with("the game table needs an interactive terminal")
                && text.ends_with("standard output is not a terminal"),
            "{text}"
        );
    }

    #[test]
    fn terminals_that_reorder_text_themselves_are_known_by_their_environment() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
        };
        assert_eq!(reordering_terminal(&env(&[("VTE_VERSION", "7600")])), Some("VTE"));
        assert_eq!(
            reordering_terminal(&env(&[("KONSOLE_VERSION", "230804")])),
            Some("Konsole")
        );
        assert_eq!(reordering_terminal(&env(&[("MLTERM", "3.9.3")])), Some("mlterm"));
        assert_eq!(reordering_terminal(&env(&[("VTE_VERSION", "")])), None);
        assert_eq!(
            reordering_terminal(&env(&[("TERM", "xterm-256color"), ("TMUX", "/tmp/x")])),
            None
        );
        assert_eq!(reordering_terminal(&env(&[])), None);
    }

    #[test]
    fn explicit_bidi_is_switched_on_at_entry_and_back_once_on_the_way_out() {
        let explicit = AtomicBool::new(false);
        let mut out = Vec::new();
        enter_modes(&mut out, true, &explicit).expect("written");
        let text = String::from_utf8_lossy(&out).into_owned();
        assert!(
            text.contains("\x1b[?1049h") && text.ends_with("\x1b[8l\x1b[1 k"),
            "{text:?}"
        );
        // Leaving (return, error, panic hook, SIGTERM all come through
        // restore): implicit again, then the main screen.
        let mut out = Vec::new();
        leave_modes(&mut out, &explicit);
        let text = String::from_utf8_lossy(&out).into_owned();
        assert!(
            text.starts_with("\x1b[8h\x1b[0 k") && text.contains("\x1b[?1049l"),
            "{text:?}"
        );
        // A second way out (the panic hook after the guard's drop) does not
        // switch it again.
        let mut out = Vec::new();
        leave_modes(&mut out, &explicit);
        assert!(!String::from_utf8_lossy(&out).contains("\x1b[8"), "{out:?}");
    }

    #[test]
    fn a_terminal_left_to_itself_gets_no_bidi_escape() {
        let explicit = AtomicBool::new(false);
        let mut out = Vec::new();
        enter_modes(&mut out, false, &explicit).expect("written");
        leave_modes(&mut out, &explicit);
        let text = String::from_utf8_lossy(&out).into_owned();
        assert!(!text.contains("\x1b[8"), "{text:?}");
        assert!(text.contains("\x1b[?1049h") && text.contains("\x1b[?1049l"), "{text:?}");
    }

    #[test]
    fn a_clean_end_saves_nothing_more() {
        let dir = scratch("clean-end");
        let mut app = playing_app(&dir);
        finish(&mut app, Ok(())).expect("fine");
        assert!(!dir.join("autosave.json").exists());
    }
}
