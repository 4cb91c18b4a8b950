import Geometry
import Raster

extension EmitterCell {
    /// Every property of a cell by its Core Animation name, except `emitterCells` (a list of
    /// cells, which scripts set directly).
    public static let properties: [String: ObjectProperty<EmitterCell>] = [
        "name": .optionalString(\EmitterCell.name),
        "isEnabled": .bool(\EmitterCell.isEnabled),
        "birthRate": .number(\EmitterCell.birthRate),
        "lifetime": .number(\EmitterCell.lifetime),
        "lifetimeRange": .number(\EmitterCell.lifetimeRange),
        "velocity": .number(\EmitterCell.velocity),
        "velocityRange": .number(\EmitterCell.velocityRange),
        "xAcceleration": .number(\EmitterCell.xAcceleration),
        "yAcceleration": .number(\EmitterCell.yAcceleration),
        "zAcceleration": .number(\EmitterCell.zAcceleration),
        "emissionLongitude": .number(\EmitterCell.emissionLongitude),
        "emissionLatitude": .number(\EmitterCell.emissionLatitude),
        "emissionRange": .number(\EmitterCell.emissionRange),
        "scale": .number(\EmitterCell.scale),
        "scaleRange": .number(\EmitterCell.scaleRange),
        "scaleSpeed": .number(\EmitterCell.scaleSpeed),
        "spin": .number(\EmitterCell.spin),
        "spinRange": .number(\EmitterCell.spinRange),
        "color": .color(\EmitterCell.color),
        "redRange": .number(\EmitterCell.redRange),
        "greenRange": .number(\EmitterCell.greenRange),
        "blueRange": .number(\EmitterCell.blueRange),
        "alphaRange": .number(\EmitterCell.alphaRange),
        "redSpeed": .number(\EmitterCell.redSpeed),
        "greenSpeed": .number(\EmitterCell.greenSpeed),
        "blueSpeed": .number(\EmitterCell.blueSpeed),
        "alphaSpeed": .number(\EmitterCell.alphaSpeed),
        "contents": .image(\EmitterCell.contents),
        "contentsRect": .rect(\EmitterCell.contentsRect),
        "contentsScale": .number(\EmitterCell.contentsScale),
        "magnificationFilter": .named(\EmitterCell.magnificationFilter),
        "minificationFilter": .named(\EmitterCell.minificationFilter),
        "beginTime": .number(\EmitterCell.beginTime),
        "duration": .number(\EmitterCell.duration),
    ]
}
