import Views

extension ScriptSession {
    /// Runs a call into UIKit-style code, which may run script code and may refuse (a
    /// property animator asked for what its state does not allow, a screen transition while
    /// another runs): a script's failure passes through, a refusal becomes its message.
    func reportingRefusals(_ body: () throws -> Void) throws(ScriptFailure) {
        do {
            try body()
        } catch let failure as ScriptFailure {
            throw failure
        } catch let refusal as PropertyAnimatorError {
            throw .message(refusal.message)
        } catch {
            throw .message("\(error)")
        }
    }
}
