/// A moved row, with the moved sections it leaves and enters (it travels
/// inside such a block while its key is within the block's lines).
struct RowMover: Equatable {
    var unit: MotionUnit
    var sourceBlock: Int?
    var targetBlock: Int?
}
