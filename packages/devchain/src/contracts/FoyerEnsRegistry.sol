// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title FoyerEnsRegistry
/// @notice The ENS registry of the Foyer dev chains: the subset of ENS's `ENS` interface that
/// resolution needs (owner, resolver and ttl of a node; owners create subnodes and set
/// resolvers). The deployer owns the root and registers the names zone and `reverse` with the
/// offchain resolver.
contract FoyerEnsRegistry {
    struct Record {
        address owner;
        address resolver;
        uint64 ttl;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);
    event NewTTL(bytes32 indexed node, uint64 ttl);

    error NotAuthorised(bytes32 node, address caller);

    modifier authorised(bytes32 node) {
        if (records[node].owner != msg.sender) revert NotAuthorised(node, msg.sender);
        _;
    }

    constructor() {
        records[0x0].owner = msg.sender;
        emit Transfer(0x0, msg.sender);
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function ttl(bytes32 node) external view returns (uint64) {
        return records[node].ttl;
    }

    function recordExists(bytes32 node) external view returns (bool) {
        return records[node].owner != address(0);
    }

    function setOwner(bytes32 node, address newOwner) external authorised(node) {
        records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        authorised(node)
        returns (bytes32)
    {
        return _setSubnodeOwner(node, label, newOwner);
    }

    function setSubnodeRecord(
        bytes32 node,
        bytes32 label,
        address newOwner,
        address newResolver,
        uint64 newTtl
    ) external authorised(node) {
        bytes32 subnode = _setSubnodeOwner(node, label, newOwner);
        records[subnode].resolver = newResolver;
        records[subnode].ttl = newTtl;
        emit NewResolver(subnode, newResolver);
        emit NewTTL(subnode, newTtl);
    }

    function _setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        private
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }
}
