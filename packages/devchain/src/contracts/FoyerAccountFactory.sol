// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {FoyerAccount} from "./FoyerAccount.sol";

/**
 * Creates FoyerAccounts: ERC-1967 proxies to one implementation, at an address that depends only
 * on the owner and a salt (CREATE2), so a visitor's account is known, and can receive funds, before
 * its first user operation deploys it (the factory in that operation's initCode).
 *
 * Unlike SimpleAccountFactory 0.8, anyone may call createAccount, not only the EntryPoint's
 * SenderCreator: ERC-6492 signature checks of an undeployed account call the factory directly.
 * That is safe because the address commits to the owner (the proxy's initialize call is part of
 * its creation code): whoever deploys an account only pays its gas.
 */
contract FoyerAccountFactory {
    FoyerAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new FoyerAccount(entryPoint);
    }

    /// Creates the account of `owner` and `salt`, or returns it when it exists.
    function createAccount(address owner, uint256 salt) external returns (FoyerAccount) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return FoyerAccount(payable(account));
        ERC1967Proxy proxy =
            new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner));
        return FoyerAccount(payable(address(proxy)));
    }

    /// Where createAccount(owner, salt) puts the account.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory proxyArgs = abi.encode(address(accountImplementation), _initCall(owner));
        bytes32 codeHash = keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, proxyArgs));
        return Create2.computeAddress(bytes32(salt), codeHash);
    }

    /// The proxy's initialize(owner) call (FoyerAccount inherits it from SimpleAccount).
    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
