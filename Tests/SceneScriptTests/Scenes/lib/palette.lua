-- Shared colours for Gallery.lua: a module returns a table, loaded once per scene load.
return {
    background = "#10131f",
    accent = UIColor.systemOrange,
    ink = Color.hsb(0.6, 0.2, 1),
}
