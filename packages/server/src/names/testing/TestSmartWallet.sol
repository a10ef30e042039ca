// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A contract account for tests: a signature is valid (ERC-1271) when its owner made it.
contract TestSmartWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Deploys TestSmartWallets at CREATE2 addresses known before deployment (ERC-6492 signatures).
contract TestSmartWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new TestSmartWallet{salt: salt}(owner));
    }

    function walletAddress(address owner, bytes32 salt) external view returns (address) {
        bytes32 initCode = keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner)));
        bytes32 hash = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCode));
        return address(uint160(uint256(hash)));
    }
}
