-- Benchmark scene: 1,000 instances of a Lua UIView subclass. Each cell's init calls
-- UIView.init(self, frame), stores fields and adds a subview; its layoutSubviews lays the
-- subview out. Benchmarks/run reports how long `kinema check` of it takes (figure to reach:
-- the scene loads in under 100 ms).
scene.size = {1000, 1000}
scene.backgroundColor = "#101418"
scene.title = "1,000 class views"

local Cell = class("Cell", UIView)

function Cell:init(frame)
    UIView.init(self, frame)                        -- super.init(frame: frame)
    self.inset = 4
    self.index = 0
    self.badge = UIView()
    self.badge.backgroundColor = UIColor.systemBlue
    self.badge.layer.cornerRadius = 3
    self:addSubview(self.badge)
end

function Cell:layoutSubviews()
    UIView.layoutSubviews(self)
    local b = self.bounds
    self.badge.frame = CGRect(b.minX + self.inset, b.minY + self.inset,
                              b.width - 2 * self.inset, b.height - 2 * self.inset)
end

local root = scene.root
for i = 0, 999 do
    local cell = Cell(CGRect((i % 40) * 25, math.floor(i / 40) * 40, 22, 36))
    cell.index = i
    cell.backgroundColor = UIColor{ white = 0.2 + (i % 5) * 0.1, alpha = 1 }
    root:addSubview(cell)
    if i == 999 then cell.badge.name = "lastBadge" end  -- probe: laid out at 4, 4, 14 × 28
end
