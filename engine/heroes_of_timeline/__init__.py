"""Heroes of Timeline (rulebook: heroes-of-timeline.txt): hex board with walls,
facing and armor, four Teams, 5 turns, exactly 2 players. Entry: ``game.HeroesOfTimeline``."""
