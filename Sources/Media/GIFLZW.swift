/// GIF's variable-width LZW compression of palette indices (GIF89a appendix F): codes from
/// `minimumCodeSize + 1` bits up to 12, a clear code whenever the table fills, packed least
/// significant bit first.
enum GIFLZW {
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        var output = BitPacker()
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        // The table: (prefix code << 8 | next index) → code.
        var table: [Int: Int] = [:]
        table.reserveCapacity(4096)
        output.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            output.write(endCode, bits: codeSize)
            return output.finished
        }
        for index in indices.dropFirst() {
            let key = prefix << 8 | Int(index)
            if let code = table[key] {
                prefix = code
                continue
            }
            output.write(prefix, bits: codeSize)
            if nextCode < 4096 {
                table[key] = nextCode
                // The decoder widens its codes once the code it is about to add needs the bit.
                if nextCode == 1 << codeSize { codeSize += 1 }
                nextCode += 1
            } else {
                output.write(clearCode, bits: codeSize)
                table.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                nextCode = endCode + 1
            }
            prefix = Int(index)
        }
        output.write(prefix, bits: codeSize)
        output.write(endCode, bits: codeSize)
        return output.finished
    }

    /// Bits packed least significant first into bytes.
    private struct BitPacker {
        var bytes: [UInt8] = []
        private var buffer = 0, count = 0

        mutating func write(_ code: Int, bits: Int) {
            buffer |= code << count
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// The bytes, with the last partial byte.
        var finished: [UInt8] { count > 0 ? bytes + [UInt8(buffer & 0xFF)] : bytes }
    }
}
