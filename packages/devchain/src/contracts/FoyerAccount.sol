// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {BaseAccount} from "@account-abstraction/contracts/core/BaseAccount.sol";
import {SIG_VALIDATION_FAILED, _packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/**
 * The smart account of every embedded-wallet visitor: a SimpleAccount (its owner key signs user
 * operations: a 65-byte ECDSA signature over userOpHash) that also
 *  - answers ERC-1271 for its owner's signatures over replaySafeHash(hash), an EIP-712 hash bound
 *    to this account and chain (so a signature for one account of an owner is not valid for
 *    another of the same owner);
 *  - lets session keys the owner granted send user operations within their grant: calls to named
 *    (target, selector) pairs only, a native allowance per period, a validity window. All of it is
 *    checked at validation, so an operation outside its grant is refused before it executes. The
 *    granted keys can be listed (sessionKeys), and a session ended by the owner directly, through
 *    an owner operation, or by anyone carrying the owner's signed revocation (so that a relayer
 *    can end it for an owner whose account holds no gas).
 *
 * A session operation's signature is abi.encode(address key, uint48 periodIndex, bytes signature),
 * the key's ECDSA signature over userOpHash; its length (never 65) tells it from the owner's.
 * Period `i` of a session is the window (validAfter + i * period, validAfter + (i + 1) * period]
 * (the EntryPoint's own exclusive-after, inclusive-until reading of validationData).
 */
contract FoyerAccount is SimpleAccount, EIP712, IERC1271 {
    using UserOperationLib for PackedUserOperation;

    /// A call a session key may make: to `target` (ANY_TARGET: any target), with data starting
    /// with `selector`.
    struct Permission {
        address target;
        bytes4 selector;
    }

    struct Session {
        /// The session starts after this time (seconds); 0 when granting = the second before the
        /// grant's block, so that the session holds from that block on: a node simulates the next
        /// operation at the latest block's time, which may still be the grant's.
        uint48 validAfter;
        /// The last second it holds; required.
        uint48 validUntil;
        /// The length of an allowance period in seconds (> 0); periods count from validAfter.
        uint48 period;
        /// Wei per period: the calls' values, plus the maximum gas cost when no paymaster pays it.
        uint128 spendLimit;
        Permission[] calls;
    }

    /// What a session key has spent in its latest period.
    struct Spending {
        uint48 periodIndex;
        uint128 spent;
    }

    /// Permission selector for a plain value transfer: empty data only.
    bytes4 public constant VALUE_TRANSFER = 0x00000000;
    /// Permission selector for any call of the target (value transfers included).
    bytes4 public constant ANY_FUNCTION = 0xffffffff;
    /**
     * Permission target for any target: {ANY_TARGET, VALUE_TRANSFER} is plain native transfers to
     * anyone, which the spend limit alone bounds (ERC-7715's native-token permissions name no
     * recipient). Never the account itself nor the EntryPoint: reach is checked on the real target.
     */
    address public constant ANY_TARGET = address(0);

    bytes32 private constant MESSAGE_TYPEHASH = keccak256("FoyerAccountMessage(bytes32 hash)");
    bytes32 private constant REVOKE_SESSION_TYPEHASH =
        keccak256("RevokeSession(address key,uint256 nonce)");

    mapping(address key => Session) private _sessions;
    mapping(address key => Spending) private _spending;
    /// The keys with a session granted, in no particular order; never read in validation.
    address[] private _sessionKeys;
    /// Each listed key's position in _sessionKeys plus one (0: not listed), to remove it in place.
    mapping(address key => uint256) private _sessionKeyPosition;

    /**
     * The nonce the owner's next signed revocation must carry; each one used moves it on, so a
     * revocation is sent once (a key granted again is not ended by an old signature).
     */
    uint256 public revocationNonce;

    /// `session` as stored (its validAfter resolved); a later grant of the same key replaces it.
    event SessionGranted(address indexed key, Session session);
    event SessionRevoked(address indexed key);

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("FoyerAccount", "1") {}

    /**
     * Grants `key` the session `s`, replacing any earlier grant of the key (its permissions and
     * spending go with it). Only the owner: directly, or through an owner-signed user operation
     * calling execute on this account (a session operation can never call the account itself).
     */
    function grantSession(address key, Session calldata s) external onlyOwner {
        require(key != address(0), "FoyerAccount: no session key");
        // block.timestamp is fine here: this runs in execution, never in validation.
        uint48 validAfter = s.validAfter == 0 ? uint48(block.timestamp - 1) : s.validAfter;
        require(s.validUntil > validAfter, "FoyerAccount: session ends before it starts");
        require(s.period > 0, "FoyerAccount: zero period");
        _clearSession(key);
        _listKey(key);
        Session storage session = _sessions[key];
        session.validAfter = validAfter;
        session.validUntil = s.validUntil;
        session.period = s.period;
        session.spendLimit = s.spendLimit;
        for (uint256 i = 0; i < s.calls.length; i++) {
            require(_reachable(s.calls[i].target), "FoyerAccount: target out of a session's reach");
            session.calls.push(s.calls[i]);
        }
        emit SessionGranted(key, session);
    }

    /// Ends `key`'s session. Only the owner, as grantSession.
    function revokeSession(address key) external onlyOwner {
        _endSession(key);
    }

    /**
     * Ends `key`'s session for anyone who carries `signature`: the owner's EIP-712 signature of
     * RevokeSession(key, revocationNonce) in this account's domain (as replaySafeHash's). The
     * caller pays the gas, so an owner whose account holds none can still end a session through a
     * relayer; the relayer can only send what the owner signed, once.
     */
    function revokeSessionWithSignature(address key, bytes calldata signature) external {
        require(_sessions[key].validUntil != 0, "FoyerAccount: no such session");
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(REVOKE_SESSION_TYPEHASH, key, revocationNonce)));
        (address signer, ECDSA.RecoverError recoverError,) =
            ECDSA.tryRecoverCalldata(digest, signature);
        require(
            recoverError == ECDSA.RecoverError.NoError && signer == owner,
            "FoyerAccount: invalid revocation signature"
        );
        revocationNonce++;
        _endSession(key);
    }

    /// The keys that hold a session (expired ones too, until revoked or granted again).
    function sessionKeys() external view returns (address[] memory) {
        return _sessionKeys;
    }

    /// `key`'s session as granted; all zero when it has none (never granted, or revoked).
    function sessionOf(address key) external view returns (Session memory) {
        return _sessions[key];
    }

    /// The latest period `key` spent in and how much (the allowance left is spendLimit - spent).
    function spendingOf(address key) external view returns (Spending memory) {
        return _spending[key];
    }

    /// What the owner signs for ERC-1271: the EIP-712 hash of FoyerAccountMessage(hash) in this account's
    /// domain {name: "FoyerAccount", version: "1", chainId, verifyingContract: this account}.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// ERC-1271: the owner's signature over replaySafeHash(hash). Session keys cannot sign for the account.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError,) =
            ECDSA.tryRecoverCalldata(replaySafeHash(hash), signature);
        bool valid = recoverError == ECDSA.RecoverError.NoError && signer == owner;
        return valid ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }

    /// The owner's 65-byte signature as SimpleAccount; anything else is a session key's.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        override
        returns (uint256 validationData)
    {
        if (userOp.signature.length == 65) return super._validateSignature(userOp, userOpHash);
        (address key, uint48 periodIndex, bytes memory signature) =
            abi.decode(userOp.signature, (address, uint48, bytes));
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(userOpHash, signature);
        // The grant is checked even when the signature fails, so that a bundler estimating gas with
        // a stub signature runs the whole path; a failed signature fails the bundle, debit included.
        validationData = _useSession(key, periodIndex, userOp);
        if (recoverError != ECDSA.RecoverError.NoError || signer != key) return SIG_VALIDATION_FAILED;
    }

    /**
     * Checks `userOp` against `key`'s grant and debits its spend in period `periodIndex`. Validation
     * may not read the time (ERC-7562): the operation names its period, which may not go back, and
     * the returned window makes the EntryPoint refuse it outside that period (AA22). A debit stays
     * even when the operation's execution reverts; a refused operation reverts the whole bundle, debit
     * included.
     */
    function _useSession(address key, uint48 periodIndex, PackedUserOperation calldata userOp)
        private
        returns (uint256 validationData)
    {
        Session storage session = _sessions[key];
        if (session.validUntil == 0) return SIG_VALIDATION_FAILED;
        (bool permitted, uint256 spend) = _spendOf(session.calls, userOp.callData);
        if (!permitted) return SIG_VALIDATION_FAILED;
        // Without a paymaster the account pays the gas, at most this prefund: it counts too, or the
        // key could drain the account through fees (bundling its own operations).
        if (userOp.paymasterAndData.length == 0) spend += _maxGasCost(userOp);

        Spending storage spending = _spending[key];
        if (periodIndex < spending.periodIndex) return SIG_VALIDATION_FAILED;
        uint256 spent = (periodIndex == spending.periodIndex ? spending.spent : 0) + spend;
        if (spent > session.spendLimit) return SIG_VALIDATION_FAILED;
        uint256 from = uint256(session.validAfter) + uint256(periodIndex) * session.period;
        if (from >= session.validUntil) return SIG_VALIDATION_FAILED;
        uint256 until = from + session.period;
        if (until > session.validUntil) until = session.validUntil;

        spending.periodIndex = periodIndex;
        spending.spent = uint128(spent);
        return _packValidationData(false, uint48(until), uint48(from));
    }

    /**
     * Whether the session's permissions allow every call `callData` makes, and their total value.
     * Only execute and executeBatch are understood: any other function of the account (grantSession,
     * revokeSession, upgrades, deposit withdrawals...) is refused.
     */
    function _spendOf(Permission[] storage permissions, bytes calldata callData)
        private
        view
        returns (bool permitted, uint256 value)
    {
        if (callData.length < 4) return (false, 0);
        bytes4 selector = bytes4(callData[:4]);
        Call[] memory calls;
        if (selector == BaseAccount.execute.selector) {
            calls = new Call[](1);
            (calls[0].target, calls[0].value, calls[0].data) =
                abi.decode(callData[4:], (address, uint256, bytes));
        } else if (selector == BaseAccount.executeBatch.selector) {
            calls = abi.decode(callData[4:], (Call[]));
        } else {
            return (false, 0);
        }
        for (uint256 i = 0; i < calls.length; i++) {
            if (!_permits(permissions, calls[i].target, calls[i].data)) return (false, 0);
            value += calls[i].value;
        }
        return (true, value);
    }

    function _permits(Permission[] storage permissions, address target, bytes memory data)
        private
        view
        returns (bool)
    {
        if (!_reachable(target)) return false;
        bytes4 selector = _selectorOf(data);
        for (uint256 i = 0; i < permissions.length; i++) {
            Permission storage permission = permissions[i];
            if (permission.target != target && permission.target != ANY_TARGET) continue;
            if (permission.selector == ANY_FUNCTION || permission.selector == selector) return true;
        }
        return false;
    }

    /**
     * A session never calls the account itself (its owner functions) nor the EntryPoint (where it
     * could withdraw the account's deposit): grantSession refuses such permissions, and validation
     * checks again on every call's real target, which also keeps ANY_TARGET from reaching either.
     */
    function _reachable(address target) private view returns (bool) {
        return target != address(this) && target != address(entryPoint());
    }

    /**
     * What permission a call's data needs: VALUE_TRANSFER for empty data, its first four bytes for a
     * function call; data that is neither (1 to 3 bytes, or a zero selector) needs ANY_FUNCTION, so
     * that VALUE_TRANSFER never lets data through.
     */
    function _selectorOf(bytes memory data) private pure returns (bytes4) {
        if (data.length == 0) return VALUE_TRANSFER;
        if (data.length < 4 || bytes4(data) == VALUE_TRANSFER) return ANY_FUNCTION;
        return bytes4(data);
    }

    /// The prefund the EntryPoint takes from an account that pays its own gas (no paymaster).
    function _maxGasCost(PackedUserOperation calldata userOp) private pure returns (uint256) {
        uint256 gas =
            userOp.unpackVerificationGasLimit() + userOp.unpackCallGasLimit() + userOp.preVerificationGas;
        return gas * userOp.unpackMaxFeePerGas();
    }

    function _clearSession(address key) private {
        delete _sessions[key];
        delete _spending[key];
    }

    function _endSession(address key) private {
        require(_sessions[key].validUntil != 0, "FoyerAccount: no such session");
        _clearSession(key);
        _unlistKey(key);
        emit SessionRevoked(key);
    }

    function _listKey(address key) private {
        if (_sessionKeyPosition[key] != 0) return;
        _sessionKeys.push(key);
        _sessionKeyPosition[key] = _sessionKeys.length;
    }

    /// Swap and pop: the last key takes the removed one's place.
    function _unlistKey(address key) private {
        uint256 position = _sessionKeyPosition[key];
        if (position == 0) return;
        address last = _sessionKeys[_sessionKeys.length - 1];
        _sessionKeys[position - 1] = last;
        _sessionKeyPosition[last] = position;
        _sessionKeys.pop();
        delete _sessionKeyPosition[key];
    }
}
