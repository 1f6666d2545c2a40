"""What every table shares: the table contract, the scene and view, card items and models, the
prompt panel, banners, hover preview, look-back overlay and chance tray. A fix to how tables
behave belongs here once, not in each game's package."""
