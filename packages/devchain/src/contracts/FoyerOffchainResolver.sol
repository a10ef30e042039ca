// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title FoyerOffchainResolver
/// @notice An ENSIP-10 wildcard resolver whose answers come from the Foyer API's CCIP-read
/// (EIP-3668) gateway. `resolve(name, data)` reverts `OffchainLookup` pointing at the gateway
/// with the call `resolve(name, data)`; the gateway answers `abi.encode(result, expires, sig)`,
/// where `sig` is the signer's signature over
/// `keccak256(0x1900 ‖ address(this) ‖ expires ‖ keccak256(request) ‖ keccak256(result))`, and
/// `resolveWithProof` returns `result` when the signature is the signer's and has not expired.
contract FoyerOffchainResolver {
    /// secp256k1's group order divided by 2: signatures with a higher `s` are malleable copies.
    uint256 private constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;
    /// The gateway's URL template, e.g. `https://api.example.com/v1/names/ccip/{sender}/{data}.json`.
    string public url;
    /// The only key whose gateway answers this resolver accepts.
    address public signer;

    event GatewaySet(string url, address signer);

    error OffchainLookup(
        address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData
    );
    error NotOwner(address caller);
    error SignatureExpired(uint64 expires, uint256 timestamp);
    error InvalidSignature();
    error InvalidSigner(address recovered);

    constructor(string memory gatewayUrl, address gatewaySigner) {
        owner = msg.sender;
        url = gatewayUrl;
        signer = gatewaySigner;
        emit GatewaySet(gatewayUrl, gatewaySigner);
    }

    function setGateway(string calldata gatewayUrl, address gatewaySigner) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        url = gatewayUrl;
        signer = gatewaySigner;
        emit GatewaySet(gatewayUrl, gatewaySigner);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165 itself and ENSIP-10's IExtendedResolver.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x9061b923;
    }

    /// ENSIP-10: always answered offchain.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(this.resolve.selector, name, data);
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// The callback of `resolve`: `extraData` is the request the gateway answered.
    function resolveWithProof(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory)
    {
        (bytes memory result, uint64 expires, bytes memory signature) =
            abi.decode(response, (bytes, uint64, bytes));
        address recovered =
            _recover(signatureHash(address(this), expires, extraData, result), signature);
        if (recovered != signer) revert InvalidSigner(recovered);
        if (expires < block.timestamp) revert SignatureExpired(expires, block.timestamp);
        return result;
    }

    /// What the gateway signs for `target` (this resolver).
    function signatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(
            abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result))
        );
    }

    function _recover(bytes32 hash, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) revert InvalidSignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) revert InvalidSignature();
        address recovered = ecrecover(hash, v, r, s);
        if (recovered == address(0)) revert InvalidSignature();
        return recovered;
    }
}
