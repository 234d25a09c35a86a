//! The terminal: a guard that sets up raw mode, the alternate screen and mouse
//! capture and restores all of it when dropped (on return, on error and, through
//! the panic hook, on panic), and the main loop.

use std::io::{self, Stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::app::App;

/// Whether the terminal is in Majlis's modes. Restoring twice would do harm: leaving
/// the alternate screen again moves the cursor back over whatever was printed
/// since (the panic message, the shell's prompt).
static ACTIVE: AtomicBool = AtomicBool::new(false);

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
        install_panic_hook();
        enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let set_up = execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)
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
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        crossterm::cursor::Show
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
/// When the terminal cannot be read or drawn to.
pub fn main_loop(app: &mut App) -> anyhow::Result<()> {
    let mut guard = TerminalGuard::enter()?;
    let size = guard.terminal().size()?;
    app.handle(&event::Event::Resize(size.width, size.height));
    while !app.should_quit() {
        guard.terminal().draw(|frame| app.draw(frame))?;
        app.handle(&event::read()?);
    }
    Ok(())
}
