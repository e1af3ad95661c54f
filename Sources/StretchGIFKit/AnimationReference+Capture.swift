import Layout

extension Animation {
    /// Every output frame's time and content offset: the physics tier, without painting.
    func physicsReference() -> [AnimationReference.PhysicsFrame] {
        (0..<frameCount).map { index in
            let offset = plan.sample(ofFrame: index).offset
            return AnimationReference.PhysicsFrame(timeSeconds: plan.schedule.frames[index].timeSeconds,
                                                   offset: offset == 0 ? 0 : offset)
        }
    }

    /// Every view's values at every output frame, each solved on a fresh copy of the built engine as a render
    /// solves it: the layout tier, without painting.
    func layoutReference() -> [[AnimationReference.ViewState]] {
        (0..<frameCount).map { index in
            var engine = plan.production.engine
            return engine.solve(offset: plan.sample(ofFrame: index).offset).views.map(Self.state)
        }
    }

    /// A solved view as the layout tier stores it: frame, alpha, then its bound properties in a fixed order.
    static func state(of view: SolvedView) -> AnimationReference.ViewState {
        var values: [(name: String, value: AnimationReference.Value)] = [
            ("x", .number(view.frame.x)), ("y", .number(view.frame.y)),
            ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
            ("alpha", .number(view.spec.alpha)),
        ]
        let bound = view.spec.bindings.map(\.property)
        for property in AnimatableProperty.allCases where property != .alpha && bound.contains(property) {
            let name = property.rawValue
            switch property.value(in: view.spec) {
            case .number(let number): values.append((name, .number(number)))
            case .color(let color): values.append((name, .text(color.sceneHex)))
            case .flag(let flag): values.append((name, .text(flag ? "true" : "false")))
            case .pair(let x, let y):
                values.append((name + ".x", .number(x)))
                values.append((name + ".y", .number(y)))
            }
        }
        return AnimationReference.ViewState(id: view.id, values: values)
    }
}
