// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/**
 * Pays the gas of the user operations its signer approved (the Foyer server, only within the
 * project's sponsorship policy). paymasterAndData: this paymaster (20 bytes), its validation and
 * post-operation gas limits (16 + 16), validUntil and validAfter (6 + 6, seconds; 0 = forever)
 * and the signer's EIP-191 signature (65) of getHash(userOp, validUntil, validAfter).
 */
contract FoyerPaymaster is BasePaymaster {
    uint256 private constant VALID_TIMES_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = PAYMASTER_DATA_OFFSET + 12;

    /// The key that approves sponsorship.
    address public signer;

    event SignerChanged(address signer);

    /**
     * `owner_` (not the deploying CREATE2 factory) may change the signer and withdraw the
     * deposit; it is the signer until it names another.
     */
    constructor(IEntryPoint entryPoint_, address owner_) BasePaymaster(entryPoint_) {
        _transferOwnership(owner_);
        signer = owner_;
    }

    function setSigner(address signer_) external onlyOwner {
        signer = signer_;
        emit SignerChanged(signer_);
    }

    /**
     * What the signer signs: every field of the operation except the paymaster's own data, with
     * this chain, this paymaster and the window in which the approval holds.
     */
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata data = userOp.paymasterAndData;
        require(data.length == SIGNATURE_OFFSET + 65, "FoyerPaymaster: malformed paymasterAndData");
        uint48 validUntil = uint48(bytes6(data[VALID_TIMES_OFFSET:VALID_TIMES_OFFSET + 6]));
        uint48 validAfter = uint48(bytes6(data[VALID_TIMES_OFFSET + 6:SIGNATURE_OFFSET]));
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(hash, data[SIGNATURE_OFFSET:]);
        bool failed = recoverError != ECDSA.RecoverError.NoError || recovered != signer;
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
