//! Frames.
/// stub
pub struct Frame;
/// stub
pub struct NodeFrame;
/// stub
pub enum NodeState {}
