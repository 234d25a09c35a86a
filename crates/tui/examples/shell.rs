//! Runs the front-end on its own: `cargo run -p majlis-tui --example shell`
//! (the picker) or `… --example shell -- <game> <seed>` (straight into a game).

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let start = match args.next() {
        None => majlis_tui::Start::Picker,
        Some(game) => majlis_tui::Start::Play {
            players: majlis_games::find(&game).map_or(2, |g| g.description.usual_players),
            game,
            seed: args.next().map(|s| s.parse()).transpose()?.unwrap_or(1),
            options: serde_json::Value::Null,
            names: Vec::new(),
            seats: Vec::new(),
        },
    };
    majlis_tui::run(start)
}
