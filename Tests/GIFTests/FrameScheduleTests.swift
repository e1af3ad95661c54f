import Testing
@testable import GIF

@Suite struct FrameScheduleTests {
    @Test func thirtyFPSRepeatsThreeFourThree() throws {
        let schedule = try FrameSchedule(durationSeconds: 1, fps: 30)
        // Frame k ends at k/30 s = 10k/3 cs; rounded: 3, 7, 10, 13, 17, 20, ... so the delays repeat 3, 4, 3
        // (docs/gif.md#cumulative-rounding: the 3,4,3 rhythm, because t_end_0 = 1/30 s).
        let expectedPattern = [3, 4, 3]
        #expect(schedule.frames.count == 30)
        for (i, frame) in schedule.frames.enumerated() {
            #expect(frame.delayCentiseconds == expectedPattern[i % 3])
            #expect(frame.sourceIndex == i)
            #expect(frame.timeSeconds == Double(i) / 30)
        }
        #expect(schedule.totalCentiseconds == 100)
        #expect(schedule.effectiveFPS == 30)
        #expect(!schedule.mergedForBrowserLimit)
    }

    @Test func fiftyFPSIsAllTwo() throws {
        for duration in [1.0, 2.5, 0.7] {
            let schedule = try FrameSchedule(durationSeconds: duration, fps: 50)
            #expect(schedule.frames.allSatisfy { $0.delayCentiseconds == 2 })
            #expect(schedule.frames.count == Int((duration * 50).rounded()))
            #expect(schedule.totalCentiseconds == Int((duration * 100).rounded()))
            #expect(!schedule.mergedForBrowserLimit)
        }
    }

    @Test func totalIsExactForManyDurationsAndRates() throws {
        for fps in [10.0, 12.5, 24, 25, 29.97, 30, 40, 48, 50, 60, 120] {
            for duration in [0.5, 1, 1.37, 2.5, 3.333, 10] {
                let schedule = try FrameSchedule(durationSeconds: duration, fps: fps)
                let sum = schedule.frames.reduce(0) { $0 + $1.delayCentiseconds }
                #expect(sum == Int((duration * 100).rounded()), "fps \(fps) duration \(duration)")
                #expect(sum == schedule.totalCentiseconds)
                #expect(schedule.frames.allSatisfy { $0.delayCentiseconds >= 2 }, "fps \(fps) duration \(duration)")
                // Render instants are increasing source instants i / fps.
                for (a, b) in zip(schedule.frames, schedule.frames.dropFirst()) {
                    #expect(a.sourceIndex < b.sourceIndex)
                }
                #expect(schedule.frames.allSatisfy { $0.timeSeconds == Double($0.sourceIndex) / fps })
            }
        }
    }

    @Test func fortyFPSAlternatesThreeAndTwo() throws {
        // Ends at 2.5k cs, halves round away from zero: 3, 5, 8, 10 -> delays 3, 2, 3, 2.
        let schedule = try FrameSchedule(durationSeconds: 0.1, fps: 40)
        #expect(schedule.frames.map(\.delayCentiseconds) == [3, 2, 3, 2])
    }

    @Test func sixtyFPSMergesFramesBelowTwoCentiseconds() throws {
        // Source ends (cs): 1.67->2, 3.33->3, 5, 6.67->7, 8.33->8, 10: delays 2, 1(drop), 3, 2, 1(drop), 3.
        let schedule = try FrameSchedule(durationSeconds: 1, fps: 60)
        #expect(schedule.frames.count == 40)
        #expect(Array(schedule.frames.prefix(4).map(\.delayCentiseconds)) == [2, 3, 2, 3])
        #expect(Array(schedule.frames.prefix(4).map(\.sourceIndex)) == [0, 2, 3, 5])
        #expect(schedule.frames.allSatisfy { $0.delayCentiseconds >= 2 })
        #expect(schedule.totalCentiseconds == 100)
        #expect(schedule.mergedForBrowserLimit)
        #expect(schedule.effectiveFPS == 40)
    }

    @Test func hundredFPSKeepsEveryOtherFrame() throws {
        let schedule = try FrameSchedule(durationSeconds: 0.5, fps: 100)
        #expect(schedule.frames.count == 25)
        #expect(schedule.frames.allSatisfy { $0.delayCentiseconds == 2 })
        #expect(schedule.frames.map(\.sourceIndex) == Array(stride(from: 1, to: 50, by: 2)))
        #expect(schedule.effectiveFPS == 50)
    }

    @Test func shortTailMergesBackwardWithoutWarning() throws {
        // 1.01 s at 30 fps: 31 source frames; frame 29 ends at 100 cs with delay 100 - round(96.67) = 3, and the
        // last one (100 -> 101 cs) would last 1 cs, so frame 29 absorbs it: 3 + 1 = 4.
        let schedule = try FrameSchedule(durationSeconds: 1.01, fps: 30)
        #expect(schedule.frames.count == 30)
        #expect(schedule.frames.last?.delayCentiseconds == 4)
        #expect(schedule.totalCentiseconds == 101)
        #expect(!schedule.mergedForBrowserLimit)
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity, -Double.infinity])
    func badFPSIsATypedErrorNamingTheParameter(fps: Double) {
        #expect {
            _ = try FrameSchedule(durationSeconds: 1, fps: fps)
        } throws: { error in
            guard case let .invalidParameter(name, _, _) = error as? GIFError else { return false }
            return name == "fps" && (error as? GIFError)?.description.hasPrefix("fps: ") == true
        }
    }

    @Test func badDurationIsATypedError() {
        for duration in [0.0, -2, Double.nan, 0.004] {
            #expect(throws: GIFError.self) { _ = try FrameSchedule(durationSeconds: duration, fps: 30) }
        }
    }

    @Test func absurdRatesAreRejected() {
        // 0.001 fps: a single frame would last 100000 cs > 65535.
        #expect(throws: GIFError.self) { _ = try FrameSchedule(durationSeconds: 1000, fps: 0.001) }
        #expect(throws: GIFError.self) { _ = try FrameSchedule(durationSeconds: 10, fps: 1e9) }
    }
}

/// Durations past the schedule's limit are errors before any conversion to whole centiseconds.
@Suite struct FrameScheduleLimitTests {
    @Test(arguments: [3_600.01, 1e17, 1e300])
    func aDurationPastAnHourIsATypedError(seconds: Double) {
        #expect(throws: GIFError.invalidParameter(name: "durationSeconds", value: "\(seconds)", expected: "at most 3600 s")) {
            _ = try FrameSchedule(durationSeconds: seconds, fps: 1)
        }
    }

    @Test func anHourIsAccepted() throws {
        let schedule = try FrameSchedule(durationSeconds: 3_600, fps: 1)
        #expect(schedule.totalCentiseconds == 360_000)
        #expect(schedule.frames.count == 3_600)
    }
}
